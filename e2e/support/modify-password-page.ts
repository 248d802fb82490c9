import type { Page } from '@playwright/test';
import type { Say } from './fixtures';

/** A field of the password change form, by its label. */
export const modifyPasswordField = (page: Page, say: Say, zh: string, en: string) =>
  page.getByRole('textbox', { name: say(zh, en), exact: true });

/** Fills the password change form as the user would, and submits it. */
export async function fillModifyPassword(
  page: Page,
  say: Say,
  oldPassword: string,
  newPassword: string,
  confirmPassword = newPassword,
) {
  await modifyPasswordField(page, say, '原密码', 'Current password').fill(oldPassword);
  await modifyPasswordField(page, say, '新密码', 'New password').fill(newPassword);
  await modifyPasswordField(page, say, '确认新密码', 'Confirm new password').fill(confirmPassword);
  await page.getByRole('button', { name: say('确认修改', 'Change password') }).click();
}
