import { i18n } from '@lingui/core';
import { notifications } from '@mantine/notifications';
import type { Notice } from '../../machines/api-error';
import { noticeText } from '../i18n/notice-messages';

/** Shows a notice as an error toast in the active language. */
export function showNotice(notice: Notice): void {
  notifications.show({ color: 'red', message: noticeText(i18n, notice), autoClose: 5000 });
}
