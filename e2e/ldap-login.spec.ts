import { expectNoA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { loginForm } from './support/login-page';
import { appUrl } from './support/routes';
import { projectUser } from './support/second-factor';

// The LDAP login type of the demo tenant (issue 12): a username and password checked by the tenant's directory,
// a real OpenLDAP server the main e2e server starts (server/directory/demo-directory.ts) from
// server/seed/demo-directory.ldif. Each project signs in as its own directory person (ldapuser1…4), so
// parallel failures never meet on one name.

const PASSWORD = 'Ldap@123456';

test(
  'a directory person signs in to the portal; the password tab keeps what was typed',
  { tag: '@phone' },
  async ({ page, language, say }, testInfo) => {
    await page.goto(appUrl('signIn'));
    const password = loginForm(page, language);
    await password.username.fill('someone');
    const ldap = loginForm(page, language, true);
    await ldap.tab.click();
    await expect(ldap.tab).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page, { name: 'ldap login' });
    // A directory's passwords are reset in the directory, not here.
    const reset = page.getByRole('link', { name: say('忘记密码？', 'Forgot password?') });
    await expect(reset).toBeHidden();

    await ldap.username.fill(projectUser('ldapuser', testInfo));
    await password.tab.click();
    await expect(password.username).toHaveValue('someone');
    await expect(reset).toBeVisible();
    await ldap.tab.click();
    await expect(ldap.username).toHaveValue(projectUser('ldapuser', testInfo));
    await ldap.password.fill(PASSWORD);
    await ldap.submit.click();
    await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess/);
  },
);
