import { expect, test } from '../support/fixtures';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { passwordLoginMachine } from '../../machines/password-login/password-login.machine';
import { E2E_CAPTCHA, freshName } from '../support/login-page';
import { appUrl } from '../support/routes';
import { type BrowserModel, drivePathInBrowser, pathsOf } from './browser-model';

/** The password-login machine, driven through the zh login page against the reference server. */
const oauthError = (description: string, extra: { lockTime?: number } = {}) => ({
  type: 'xstate.error.actor.restToken',
  error: { detail: { kind: 'http', status: 400, errorDescription: description, ...extra } },
});
const fail400 =
  (description: string, extra: { lockTime?: number } = {}) =>
  async (route: import('@playwright/test').Route) =>
    route.fulfill({
      status: 400,
      json: { error: 'invalid_request', error_description: description, ...extra },
    });

/** The minutes the server's lock answer states: not the tenant's lock time, so the dialog shows which it used. */
const LOCK_MINUTES = 7;
/** The name every sample event carries: a valid submit of a name the blur already checked is not checked again. */
const SAMPLE_NAME = 'demo';

const submit = (kind: string) => ({ type: 'form.submit', kind });

const MESSAGES: Record<string, string> = {
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '请输入验证码',
  invalidPassword: '用户名或密码错误',
  serverError: '服务器内部错误',
  captchaUnavailable: '验证码加载失败，请点击刷新',
};

const FIELD_LABELS: Record<string, string> = { username: '用户名', password: '密码', captcha: '验证码' };

const form = (page: import('@playwright/test').Page) => page.getByRole('form', { name: '密码登录' });

/**
 * Submits the form the way that sends only `form.submit`: leaving the username field sends `username.blur`
 * (a captcha-show check the path did not ask for), so the name is typed last and sent with Enter, and the
 * field is emptied before focus leaves it (a blank name is never checked).
 */
async function fill(
  page: import('@playwright/test').Page,
  username: string,
  password: string,
  captcha: string | null,
) {
  const f = form(page);
  const name = f.getByRole('textbox', { name: '用户名', exact: true });
  await name.fill('');
  await f.getByRole('textbox', { name: '密码', exact: true }).fill(password);
  if (captcha !== null) await f.getByRole('textbox', { name: '验证码', exact: true }).fill(captcha);
  await name.fill(username);
  await name.press('Enter');
}

/** Types a name and leaves the field, as a user moving on to the password does. */
async function leaveUsername(page: import('@playwright/test').Page, username: string) {
  const name = form(page).getByRole('textbox', { name: '用户名', exact: true });
  await name.fill(username);
  await name.press('Tab');
}

const CAPTCHA_SHOW = [
  {
    type: 'xstate.done.actor.captchaShow',
    output: { showCaptcha: false, enableTAC: false, autoLogin: true, lockTime: 15, deviceAgent: 'off' },
  },
  {
    type: 'xstate.done.actor.captchaShow',
    output: { showCaptcha: true, enableTAC: false, autoLogin: true, lockTime: 15, deviceAgent: 'off' },
  },
];
const EVENTS = [
  ...CAPTCHA_SHOW,
  { type: 'xstate.done.actor.captcha', output: { code: 'c', captcha: 'data:image/svg+xml;base64,AA==' } },
  { type: 'xstate.error.actor.captcha', error: { detail: { kind: 'network' } } },
  { ...submit('blankUsername'), username: '', password: '', captchaText: '', autoLogin: false },
  { ...submit('emptyPassword'), username: 'someone', password: '', captchaText: '', autoLogin: false },
  { ...submit('valid'), username: SAMPLE_NAME, password: 'x', captchaText: E2E_CAPTCHA, autoLogin: false },
  { type: 'xstate.done.actor.encryptPassword', output: { password: '04cipher', sm2_code: 'challenge' } },
  {
    type: 'xstate.done.actor.restToken',
    output: { kind: 'token', accessToken: 't', authType: 'system_password_adapter' },
  },
  oauthError('invalid_password'),
  oauthError('user_locked', { lockTime: LOCK_MINUTES }),
  { type: 'username.blur', username: SAMPLE_NAME },
  { type: 'dialog.close' },
];

const model: BrowserModel = {
  machine: passwordLoginMachine,
  input: {
    enterpriseAuthId: 'system_password_adapter',
    sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
    clientId: 'c',
    enterpriseId: 'demo',
    presetUsername: null,
    mobile: false,
    grant: { kind: 'plain' },
  },
  // While the tenant or a name is being checked the check answers at once: nothing the user does can come in
  // between (a submit made during the tenant's check is a unit test's: the machine's `the tenant check`).
  events: (snapshot) =>
    snapshot.matches('checking') || snapshot.matches({ ready: 'checkingName' }) ? CAPTCHA_SHOW : EVENTS,
  // The model cares about the form's error and empty fields, the captcha and the dialog, not about sample
  // payloads.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.error?.code ?? null,
      // Which fields say they are empty is what the user sees of a refused submit.
      s.context.missing,
      s.context.captchaRequired,
      s.context.captcha !== null,
      s.context.dialog,
      s.context.checkedName,
    ]),
  name: (event: EventObject) => {
    const e = event as EventObject & {
      kind?: string;
      output?: { showCaptcha?: boolean };
      error?: { detail?: { errorDescription?: string } };
    };
    if (e.type === 'form.submit') return `form.submit|${e.kind}`;
    if (e.type === 'xstate.done.actor.captchaShow')
      return `${e.type}|${e.output?.showCaptcha ? 'shown' : 'hidden'}`;
    if (e.type === 'xstate.error.actor.restToken') return `${e.type}|${e.error?.detail?.errorDescription}`;
    return e.type;
  },
  events_: {
    'xstate.done.actor.captchaShow|hidden': { respond: { endpoint: 'captcha_show', with: 'pass' } },
    'xstate.done.actor.captchaShow|shown': {
      respond: {
        endpoint: 'captcha_show',
        with: (route) =>
          route.fulfill({
            json: {
              success: true,
              code: '200',
              data: { showCaptcha: true, enableTAC: false, autoLogin: true, lockTime: 15 },
            },
          }),
      },
    },
    'xstate.done.actor.captcha': { respond: { endpoint: 'captcha', with: 'pass' } },
    'xstate.error.actor.captcha': {
      respond: { endpoint: 'captcha', with: (route) => route.abort('connectionrefused') },
    },
    'form.submit|blankUsername': { act: (page) => fill(page, '', '', null) },
    'form.submit|emptyPassword': { act: (page) => fill(page, 'someone', '', null) },
    // A valid form: the demo user when the sign-in is to succeed, else a name no other path uses.
    'form.submit|valid': {
      act: (page, _event, { username, before }) =>
        fill(
          page,
          username,
          username === 'demo' ? 'Demo@123456' : 'Wrong@123456',
          before.context.captchaRequired ? E2E_CAPTCHA : null,
        ),
    },
    'xstate.done.actor.encryptPassword': {},
    'xstate.done.actor.restToken': { respond: { endpoint: 'rest_token', with: 'pass' } },
    'xstate.error.actor.restToken|invalid_password': { respond: { endpoint: 'rest_token', with: 'pass' } },
    'xstate.error.actor.restToken|user_locked': {
      respond: { endpoint: 'rest_token', with: fail400('user_locked', { lockTime: LOCK_MINUTES }) },
    },
    'username.blur': { act: (page, _event, { username }) => leaveUsername(page, username) },
    'dialog.close': {
      act: (page) => page.getByRole('dialog').getByRole('button', { name: '我知道了' }).click(),
    },
  },
  states: {
    'checking.asking': { transient: "the tenant's captcha-show answers at once" },
    'checking.submitted': { transient: "no submit comes before the tenant's captcha-show answers here" },
    'ready.checkingName.asking': { transient: 'captcha-show answers at once for the name just left' },
    'ready.checkingName.submitted': { transient: 'captcha-show answers at once for the name submitted' },
    loadingCaptcha: { transient: 'the captcha image call answers at once' },
    readingDevice: { transient: 'the demo tenant reads no device ids: the check is left at once' },
    preparingGrant: {
      transient:
        "the demo tenant's password grant needs no preparing (no composite chain): it is left at once",
    },
    encrypting: { transient: 'encryption takes milliseconds' },
    requesting: { transient: 'the sign-in call answers at once' },
    'ready.editing': async (page, snapshot) => {
      const f = form(page);
      await expect(f.getByRole('button', { name: '登录' })).toBeEnabled();
      const error = snapshot.context.error?.code as string | undefined;
      const missing = snapshot.context.missing as string[];
      // Empty fields say so each under itself, described by its message; any other message is the form's.
      if (missing.length > 0) {
        await expect(f.getByRole('alert')).toHaveCount(0);
        for (const field of missing) {
          const input = f.getByRole('textbox', { name: FIELD_LABELS[field], exact: true });
          await expect(input).toHaveAttribute('aria-invalid', 'true');
          await expect(input).toHaveAccessibleDescription(MESSAGES[`${field}Required`]!);
        }
      } else if (error) {
        await expect(f.getByRole('alert')).toHaveText(MESSAGES[error] ?? `(no text for ${error})`);
      } else await expect(f.getByRole('alert')).toHaveCount(0);
      await expect(f.getByRole('textbox', { name: '验证码', exact: true })).toHaveCount(
        snapshot.context.captchaRequired ? 1 : 0,
      );
    },
    dialogOpen: async (page, snapshot) => {
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('账户已锁定');
      await expect(dialog).toContainText(`请 ${snapshot.context.lockMinutes} 分钟后再试`);
    },
    signedIn: async (page) => {
      await expect(page).toHaveURL(/\/frontend\/enduser\/#loginSuccess$/);
    },
  },
  notDrivable: {
    'xstate.after.tenantWait.passwordLogin.checking.asking':
      "the tenant's answer comes well within the wait here; the wait's end is the machine's unit tests",
    'xstate.error.actor.captchaShow':
      "the tenant's check reports a toast like any failed call; a failed name check changes nothing the user " +
      'sees (the server still decides at the submit); both covered in unit tests',
    'xstate.error.actor.encryptPassword':
      'the browser cannot be made to fail SM2 encryption of a valid key; a failed sm2_key challenge call is ' +
      "reported like any failed call (the machine's unit tests)",
    'xstate.done.actor.readDeviceId':
      'the demo tenant reads no device ids; a tenant that does is e2e/device-agent.spec.ts, with an agent on the port',
    'xstate.error.actor.readDeviceId':
      'the demo tenant reads no device ids; the missing agent is the unit tests (password-login.machine, password-form.view)',
    'xstate.done.actor.prepareGrant':
      "the main server's password starts no composite chain; a chained one is e2e/composite.spec.ts",
    'xstate.error.actor.prepareGrant':
      "the main server's password starts no composite chain; a refused preparation is the machine's unit tests",
    'captcha.refresh': 'a new image with the same fixed e2e text shows no visible change to assert',
  },
};

test.describe('password login, model-based in the browser', () => {
  const paths = pathsOf(model);
  for (const path of paths) {
    const name =
      path.steps
        .filter((s) => s.event.type !== 'xstate.init')
        .map((s) => model.name(s.event))
        .join(' → ') || '(initial)';
    test(name, async ({ page }) => {
      const success = path.steps.some((s) => s.event.type === 'xstate.done.actor.restToken');
      await drivePathInBrowser(
        page,
        model,
        path,
        () => page.goto(appUrl('signIn')).then(() => undefined),
        success ? 'demo' : freshName('model'),
      );
    });
  }
});
