import { i18n } from '@lingui/core';
import type { Notice } from '../../machines/api-error';
import { noticeText } from '../i18n/notice-messages';

// Toasts are rare on the login page: their code (Mantine notifications) is downloaded with the first one.
const listeners = new Set<() => void>();
let wanted = false;

/** Lets the notice host mount itself the first time a notice is shown. */
export function onFirstNotice(listener: () => void): () => void {
  if (wanted) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a notice as an error toast in the active language. */
export function showNotice(notice: Notice): void {
  const message = noticeText(i18n, notice);
  wanted = true;
  listeners.forEach((listener) => listener());
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ color: 'red', message, autoClose: 5000 }),
  );
}
