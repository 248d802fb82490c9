import { i18n } from '@lingui/core';
import type { Notice } from '../../machines/shared/notice';

// Toasts are rare on the login page: their code (Mantine notifications and the message catalogue) is
// downloaded with the first one.
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
  wanted = true;
  listeners.forEach((listener) => listener());
  void Promise.all([import('@mantine/notifications'), import('./notice-messages')]).then(
    ([{ notifications }, { noticeText }]) =>
      notifications.show({ color: 'red', message: noticeText(i18n, notice), autoClose: 5000 }),
  );
}
