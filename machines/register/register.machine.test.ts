import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { samplePolicies as policies } from '../testing/sample-policies';
import { type RegisterInput, registerMachine } from './register.machine';

const input: RegisterInput = { enterpriseId: 'demo', clientId: 'demo-login-client' };
/** The password as the encryption gives it: the ciphertext, and the code of the challenge it is bound to. */
const sealed = { password: '04cipher', sm2_code: 'challenge-1' };
const captcha = { code: 'c1', captcha: 'data:image/svg+xml;base64,AA' };
const valid = {
  username: ' newcomer ',
  password: 'Welcome@2026',
  passwordAgain: 'Welcome@2026',
  phoneRegion: '86',
  phoneNumber: '13912345678',
  email: 'newcomer@example.com',
  captcha: 'ab12',
};
const ACTORS = ['loadSetup', 'drawCaptcha', 'checkBreached', 'encryptPassword', 'register'] as const;
const refused = (message: string, code = 'InvalidParameter') => failed({ kind: 'response', code, message });

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  done('loadSetup', { ...policies, captcha }),
  error('loadSetup', sampleErrors.network),
  { type: 'form.retry' },
  { type: 'form.submit', ...valid },
  { type: 'form.submit', ...valid, password: 'short', passwordAgain: 'other', email: 'x' },
  { type: 'form.edit', field: 'password' },
  { type: 'captcha.refresh' },
  done('drawCaptcha', captcha),
  error('drawCaptcha', sampleErrors.network),
  done('checkBreached', false),
  done('checkBreached', true),
  error('checkBreached', sampleErrors.network),
  done('encryptPassword', sealed),
  error('encryptPassword', new Error('sm-crypto failed to load')),
  done('register', { access_token: 'new-token' }),
  done('register', { needApprove: true }),
  error('register', refused('c', 'InvalidCaptcha')),
  error('register', refused('register.replayed')),
  error('register', sampleErrors.network),
  ...afterEvents(snapshot),
];

// The model's clock is the delayed events it sends; the real timers must not fire during a path.
const forModel = (fakes: FakeActors) =>
  registerMachine.provide({
    actors: fakes.forAll(ACTORS),
    delays: { registrationLogin: 60_000, registrationApprovalRedirect: 60_000 },
  });

describe('register machine (model-based)', () => {
  const coverage = new CoverageRecorder(registerMachine);
  const cases = modelPaths(registerMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(15));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(forModel(fakes), path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('register machine effects', () => {
  const start = (first: RegisterInput = input) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = registerMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError },
      delays: { registrationLogin: 20, registrationApprovalRedirect: 40 },
    });
    const actor = createActor(machine, { input: first }).start();
    return { actor, fakes, reportError };
  };
  const ready = async (first: RegisterInput = input) => {
    const started = start(first);
    started.fakes.settle('loadSetup', true, { ...policies, captcha });
    await waitFor(started.actor, (s) => s.matches('editing'));
    return started;
  };
  const submit = async (t: Awaited<ReturnType<typeof ready>>, form = valid) => {
    t.actor.send({ type: 'form.submit', ...form });
  };

  it('loads the policies and a captcha for the tenant, busy until both are there', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('loadSetup')).toEqual([{ enterpriseId: 'demo' }]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('refuses an invalid form at its fields and asks nothing', async () => {
    const t = await ready();
    await submit(t, {
      ...valid,
      username: 'a',
      password: 'short',
      passwordAgain: 'other',
      phoneNumber: '12345',
      email: 'x@',
    });
    const { fieldErrors } = t.actor.getSnapshot().context;
    expect(fieldErrors).toEqual({
      username: { code: 'username', violation: { code: 'minLength', min: 2 } },
      password: { code: 'password', violation: { code: 'minLength', min: 8 } },
      passwordAgain: { code: 'mismatch' },
      phoneNumber: { code: 'format' },
      email: { code: 'format' },
    });
    expect(t.fakes.inputs('checkBreached')).toEqual([]);
    t.actor.send({ type: 'form.edit', field: 'email' });
    expect(t.actor.getSnapshot().context.fieldErrors.email).toBeUndefined();
  });

  it('checks the typed password against the breach list, and refuses a breached one at its field', async () => {
    const t = await ready();
    await submit(t);
    expect(t.fakes.inputs('checkBreached')).toEqual([{ password: 'Welcome@2026' }]);
    t.fakes.settle('checkBreached', true, true);
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({ password: { code: 'breached' } });
    expect(t.actor.getSnapshot().context.pending).toBeNull();
    expect(t.fakes.inputs('encryptPassword')).toEqual([]);
  });

  it('sends the trimmed form with the ciphertext (never the plain password), its challenge’s code and the captcha’s code', async () => {
    const t = await ready();
    await submit(t);
    t.fakes.settle('checkBreached', true, false);
    await waitFor(t.actor, (s) => s.matches('encrypting'));
    expect(t.fakes.inputs('encryptPassword')).toEqual([{ password: 'Welcome@2026' }]);
    t.fakes.settle('encryptPassword', true, sealed);
    await waitFor(t.actor, (s) => s.matches('submitting'));
    expect(JSON.stringify(t.actor.getSnapshot().context)).not.toContain('Welcome@2026');
    expect(t.fakes.inputs('register')).toEqual([
      {
        registration: {
          username: 'newcomer',
          password: '04cipher',
          phoneNumber: '13912345678',
          phoneRegion: '86',
          email: 'newcomer@example.com',
          captcha: 'ab12',
          captchaCode: 'c1',
          clientId: 'demo-login-client',
          enterpriseId: 'demo',
          sm2_code: 'challenge-1',
        },
        binding: null,
      },
    ]);
  });

  it('on /adapterBind, sends the binding the new account is linked to with the registration', async () => {
    const t = await ready({ ...input, binding: { kind: 'wechat', uuid: 'b1' } });
    await submit(t);
    t.fakes.settle('checkBreached', true, false);
    await waitFor(t.actor, (s) => s.matches('encrypting'));
    t.fakes.settle('encryptPassword', true, sealed);
    await waitFor(t.actor, (s) => s.matches('submitting'));
    expect(t.fakes.inputs('register')).toEqual([
      expect.objectContaining({ binding: { kind: 'wechat', uuid: 'b1' } }),
    ]);
  });

  const throughToRegister = async () => {
    const t = await ready();
    await submit(t);
    t.fakes.settle('checkBreached', true, false);
    t.fakes.settle('encryptPassword', true, sealed);
    await waitFor(t.actor, (s) => s.matches('submitting'));
    return t;
  };

  it('signs the new account in with its token after the registered notice', async () => {
    const t = await throughToRegister();
    t.fakes.settle('register', true, { access_token: 'new-token' });
    await waitFor(t.actor, (s) => s.matches('registered'));
    const final = await waitFor(t.actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ kind: 'registered', accessToken: 'new-token' });
  });

  it('tells an account waiting for approval so, then goes back to the login', async () => {
    const t = await throughToRegister();
    t.fakes.settle('register', true, { needApprove: true });
    await waitFor(t.actor, (s) => s.matches('pending'));
    const final = await waitFor(t.actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ kind: 'pending' });
  });

  it.each([
    ['UserName.Exist', '', { username: { code: 'exists' } }],
    ['Email.Exist', '', { email: { code: 'exists' } }],
    ['PhoneNumber.Exist', '', { phoneNumber: { code: 'exists' } }],
    ['InvalidCaptcha', 'wrong', { captcha: { code: 'wrongCaptcha' } }],
    ['InvalidParameter', 'password.WeakPassword', { password: { code: 'breached' } }],
  ] as const)('puts a %s refusal at its field and draws a new captcha', async (code, message, errors) => {
    const t = await throughToRegister();
    t.fakes.settle('register', false, refused(message, code));
    await waitFor(t.actor, (s) => s.matches({ editing: 'drawingCaptcha' }));
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual(errors);
    expect(t.actor.getSnapshot().context.captcha).toBeNull();
    t.fakes.settle('drawCaptcha', true, { ...captcha, code: 'c2' });
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    expect(t.actor.getSnapshot().context.captcha?.code).toBe('c2');
    expect(t.reportError).not.toHaveBeenCalled();
  });

  it('shows the server’s own refusal above the form, and reports what is not a refusal', async () => {
    const t = await throughToRegister();
    t.fakes.settle('register', false, refused('register.replayed'));
    await waitFor(t.actor, (s) => s.matches('editing'));
    expect(t.actor.getSnapshot().context.rejection).toEqual({ code: 'refusal', refusal: 'replayed' });
    const u = await throughToRegister();
    u.fakes.settle('register', false, sampleErrors.network);
    await waitFor(u.actor, (s) => s.matches('editing'));
    expect(u.reportError).toHaveBeenCalledWith(expect.anything(), { error: sampleErrors.network });
  });

  it('says a missing captcha picture is the captcha field’s problem, and draws one when asked', async () => {
    const t = await ready();
    t.actor.send({ type: 'captcha.refresh' });
    t.fakes.settle('drawCaptcha', false, sampleErrors.network);
    await waitFor(t.actor, (s) => s.matches({ editing: 'ready' }));
    await submit(t);
    expect(t.actor.getSnapshot().context.fieldErrors).toEqual({ captcha: { code: 'required' } });
    expect(t.fakes.inputs('checkBreached')).toEqual([]);
  });

  it('goes on when the breach list cannot be asked: the server checks the same list', async () => {
    const t = await ready();
    await submit(t);
    t.fakes.settle('checkBreached', false, sampleErrors.network);
    await waitFor(t.actor, (s) => s.matches('encrypting'));
    expect(t.reportError).not.toHaveBeenCalled();
  });
});
