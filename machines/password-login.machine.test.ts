import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from './api-error';
import { type PasswordLoginInput, passwordLoginMachine } from './password-login.machine';
import { CoverageRecorder } from './testing/coverage';
import { drivePath } from './testing/drive-path';
import { FakeActors } from './testing/fake-actors';
import { describePath, modelPaths } from './testing/model-paths';
import { sampleErrors } from './testing/sample-errors';

const ACTORS = ['captchaShow', 'captcha', 'encryptPassword', 'restToken'] as const;
const sm2Key = { code: 'k1', publicKey: `04${'a'.repeat(128)}` };
const input: PasswordLoginInput = { sm2Key, clientId: 'c', enterpriseId: 'demo', presetUsername: null };
const oauth = (description: string, status = 400, lockTime?: number) =>
  new ApiError(
    { kind: 'http', status, errorDescription: description, ...(lockTime === undefined ? {} : { lockTime }) },
    'rest_token',
  );
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const submit = (username: string, password: string, captchaText = '') => ({
  type: 'form.submit' as const,
  username,
  password,
  captchaText,
  autoLogin: true,
});

const captchaShow = (showCaptcha: boolean) => ({
  showCaptcha,
  enableTAC: false,
  autoLogin: true,
  lockTime: 30,
});
const captcha = { code: 'cap1', captcha: 'data:image/svg+xml;base64,AA==' };

const events = () => [
  done('captchaShow', captchaShow(false)),
  done('captchaShow', captchaShow(true)),
  error('captchaShow', sampleErrors.network),
  done('captcha', captcha),
  error('captcha', sampleErrors.network),
  submit(' ', 'pw'),
  submit('demo', ''),
  submit('demo', 'pw', ' '),
  submit(' demo ', 'pw', 'abcd'),
  { type: 'captcha.refresh' },
  { type: 'dialog.close' },
  done('encryptPassword', '04cipher'),
  error('encryptPassword', new Error('crypto')),
  done('restToken', { access_token: 'tok' }),
  ...[
    'invalid_password',
    'invalid_captcha',
    'user_locked',
    'invalid_device_id',
    'will_lock:2',
    'expired',
    'no_such_case',
  ].map((d) => error('restToken', oauth(d))),
  error('restToken', oauth('', 500)),
  error('restToken', sampleErrors.network),
];

// One failure of each family is enough for the model: the message for each case is tested below.
const serialize = (s: { value: unknown; context: Record<string, unknown>; status: string }) =>
  JSON.stringify([
    s.value,
    { ...s.context, error: (s.context.error as { code?: string } | null)?.code ?? null },
    s.status,
  ]);

describe('password login (model-based)', () => {
  const coverage = new CoverageRecorder(passwordLoginMachine);
  const fakes = () => new FakeActors();
  const run = (machineInput: PasswordLoginInput) =>
    modelPaths(passwordLoginMachine, { events, serialize, input: machineInput }).map(
      (p) => [describePath(p), p, machineInput] as const,
    );

  it.each([...run(input), ...run({ ...input, sm2Key: null }).slice(0, 12)])(
    '%s',
    async (_name, path, machineInput) => {
      const f = fakes();
      await drivePath(passwordLoginMachine.provide({ actors: f.forAll(ACTORS) }), path, f, coverage, {
        input: machineInput,
        serialize,
      });
    },
  );

  afterAll(() => coverage.expectComplete());
});

describe('password login requests and messages', () => {
  const start = (answers: Partial<Record<(typeof ACTORS)[number], [boolean, unknown]>>) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    for (const [id, [ok, value]] of Object.entries(answers)) fakes.settle(id, ok, value);
    const actor = createActor(
      passwordLoginMachine.provide({
        actors: { ...fakes.forAll(ACTORS) },
        actions: { reportError },
      }),
      { input },
    ).start();
    return { actor, fakes, reportError };
  };

  it('sends the trimmed username, the ciphertext, the captcha and auto-login once the form is valid', async () => {
    const { actor, fakes } = start({
      captchaShow: [true, captchaShow(true)],
      captcha: [true, captcha],
      encryptPassword: [true, '04c'],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit(' demo ', 'pw', ' ab12 '));
    await waitFor(actor, (s) => s.matches('requesting'));
    const request = actor.getSnapshot().children.restToken;
    expect(request).toBeDefined();
    fakes.settle('restToken', true, { access_token: 'tok' });
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ accessToken: 'tok' });
    expect(snapshot.context.pending).toBeNull();
  });

  it.each([
    ['invalid_password', { code: 'invalidPassword' }],
    ['invalid_captcha', { code: 'invalidCaptcha' }],
    ['expired', { code: 'expired' }],
    ['will_lock:2', { code: 'willLock', count: 2 }],
    ['disabled', { code: 'disabled' }],
    ['invalid_user_register_approve', { code: 'awaitingApproval' }],
    ['anything_else', { code: 'loginFailed' }],
  ])('shows %s as %j, and the captcha when the server now wants one', async (description, expected) => {
    const { actor, fakes } = start({
      captchaShow: [true, captchaShow(false)],
      encryptPassword: [true, '04c'],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit('demo', 'pw'));
    await waitFor(actor, (s) => s.matches('requesting'));
    fakes.settle('restToken', false, oauth(description));
    fakes.settle('captcha', true, captcha);
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context.error).toEqual(expected);
    // The server wants a captcha once the name has a failure on record: after a wrong password or a refused captcha.
    const wanted = ['invalid_password', 'invalid_captcha', 'will_lock:2'].includes(description);
    expect(snapshot.context.captchaRequired).toBe(wanted);
    expect(snapshot.context.captcha).toEqual(wanted ? captcha : null);
  });

  it('after a reload hid the captcha a failed name needs, the refused captcha brings it back', async () => {
    const { actor, fakes } = start({
      captchaShow: [true, captchaShow(false)],
      encryptPassword: [true, '04c'],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit('demo', 'pw'));
    fakes.settle('restToken', false, oauth('invalid_captcha'));
    fakes.settle('captcha', true, captcha);
    await waitFor(actor, (s) => s.matches('editing') && s.context.captcha !== null);
    fakes.settle('encryptPassword', true, '04c');
    actor.send(submit('demo', 'pw', 'ab12'));
    await waitFor(actor, (s) => s.matches('requesting'));
    expect(fakes.inputs('restToken')).toMatchObject([
      { captchaCode: null, captchaText: null },
      { captchaCode: 'cap1', captchaText: 'ab12' },
    ]);
  });

  it('states the minutes the server says the lock has left, else the tenant lock time', async () => {
    const { actor, fakes } = start({
      captchaShow: [true, captchaShow(false)],
      encryptPassword: [true, '04c'],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit('demo', 'pw'));
    fakes.settle('restToken', false, oauth('user_locked', 400, 7));
    const fromServer = await waitFor(actor, (s) => s.matches('dialogOpen'));
    expect(fromServer.context).toMatchObject({ dialog: 'locked', lockMinutes: 7 });
    actor.send({ type: 'dialog.close' });
    await waitFor(actor, (s) => s.matches('editing'));
    fakes.settle('encryptPassword', true, '04c');
    actor.send(submit('demo', 'pw'));
    fakes.settle('restToken', false, oauth('user_locked'));
    const fromTenant = await waitFor(actor, (s) => s.matches('dialogOpen'));
    expect(fromTenant.context).toMatchObject({ dialog: 'locked', lockMinutes: 30 });
  });

  it('opens the lock dialog, and reports errors that are not the form’s', async () => {
    const { actor, fakes, reportError } = start({
      captchaShow: [true, captchaShow(false)],
      encryptPassword: [true, '04c'],
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit('demo', 'pw'));
    fakes.settle('restToken', false, oauth('user_locked'));
    const locked = await waitFor(actor, (s) => s.matches('dialogOpen'));
    expect(locked.context).toMatchObject({ dialog: 'locked', lockMinutes: 30 });
    actor.send({ type: 'dialog.close' });
    await waitFor(actor, (s) => s.matches('editing'));
    fakes.settle('encryptPassword', true, '04c');
    actor.send(submit('demo', 'pw'));
    fakes.settle('restToken', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('editing') && reportError.mock.calls.length === 1);
    expect(reportError.mock.calls[0]![1]).toEqual({ error: sampleErrors.network });
  });

  it('cannot send twice: a second submit while busy is ignored', async () => {
    const { actor } = start({ captchaShow: [true, captchaShow(false)] });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send(submit('demo', 'pw'));
    actor.send(submit('demo', 'pw'));
    expect(actor.getSnapshot().matches('encrypting')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });
});
