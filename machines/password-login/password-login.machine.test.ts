import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import type { DeviceAgentMode } from '../../schemas/device-agent.schema';
import { DEFAULT_LOCK_TIME_MINUTES } from '../../schemas/spec-constants';
import { type GrantRoute, PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { passwordLoginMachine } from './password-login.machine';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';

const ACTORS = [
  'captchaShow',
  'captcha',
  'encryptPassword',
  'restToken',
  'readDeviceId',
  'prepareGrant',
] as const;
const sm2Key = { code: 'k1', publicKey: `04${'a'.repeat(128)}` };
const input: LoginTypeInput = {
  enterpriseAuthId: 'system_password_adapter',
  sm2Key,
  clientId: 'c',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' },
  grant: PLAIN_GRANT,
};
/** What a sign-in through the password adapter is granted. */
const granted = (accessToken = 'tok') =>
  ({ kind: 'token', accessToken, authType: 'system_password_adapter' }) as const;
/** rest_token's 400 (or another status), as the API layer reports it. */
const oauth = (description: string, status = 400, lockTime?: number) =>
  failed({
    kind: 'http',
    status,
    errorDescription: description,
    ...(lockTime === undefined ? {} : { lockTime }),
  });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const submit = (username: string, password: string, captchaText = '', autoLogin = true) => ({
  type: 'form.submit' as const,
  username,
  password,
  captchaText,
  autoLogin,
});
const blur = (username: string) => ({ type: 'username.blur' as const, username });

/** captcha-show's answer; the tenant's lock time differs from the default, so a test can tell which one shows. */
const TENANT_LOCK_TIME = 30;
const captchaShow = (showCaptcha: boolean, autoLogin = true, deviceAgent: DeviceAgentMode = 'off') => ({
  showCaptcha,
  enableTAC: false,
  autoLogin,
  lockTime: TENANT_LOCK_TIME,
  deviceAgent,
});
const captcha = { code: 'cap1', captcha: 'data:image/svg+xml;base64,AA==' };
/** The password as the encryption gives it: the ciphertext, and the code of the challenge it is bound to. */
const sealed = { password: '04c', sm2_code: 'challenge-1' };

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('captchaShow', captchaShow(false)),
  done('captchaShow', captchaShow(true)),
  error('captchaShow', sampleErrors.network),
  done('captcha', captcha),
  error('captcha', sampleErrors.network),
  blur(' demo '),
  submit(' ', 'pw'),
  submit('demo', ''),
  submit('demo', 'pw', ' '),
  submit(' demo ', 'pw', 'abcd'),
  { type: 'captcha.refresh' },
  { type: 'dialog.close' },
  done('encryptPassword', sealed),
  error('encryptPassword', new Error('crypto')),
  error('encryptPassword', sampleErrors.network),
  done('restToken', granted()),
  // One failure for each branch of rest_token's onError: the form's message, a dialog, the app's error.
  error('restToken', oauth('invalid_password')),
  error('restToken', oauth('user_locked')),
  error('restToken', sampleErrors.network),
];
/** The device agent's id, and its failure as readDeviceId reports it (src/effects/device-agent.ts). */
const DEVICE_ID = 'demo-device-agent-0001';
const agentAbsent = Object.assign(new Error('device agent absent'), { kind: 'absent' });
// The tenants that read device ids, on a form that needs no captcha: every outcome of the agent, then of the
// grant, for each. The cases of the form itself are the `key` model's, which reads none.
const deviceEvents = () => [
  done('captchaShow', captchaShow(false, true, 'collect')),
  done('captchaShow', captchaShow(false, true, 'require')),
  submit('demo', 'pw'),
  done('readDeviceId', DEVICE_ID),
  error('readDeviceId', agentAbsent),
  done('encryptPassword', sealed),
  done('restToken', granted()),
  error('restToken', oauth('invalid_device_id')),
  { type: 'dialog.close' },
];
/**
 * A route its grant makes ready first (machines/shared/grant.ts), as a chain's first step's starts its chain:
 * before the password is encrypted, once.
 */
const UNPREPARED: GrantRoute = { kind: 'chainStart' };
const PREPARED: GrantRoute = { kind: 'chainStep', code: 'chain-code-1', first: true };
const handover = {
  kind: 'chainStep',
  handover: { code: 'chain-code-1', step: { auth: true, done: false } },
} as const;
// The server words a chain's refusal as InvalidParameter's message (server/features/composite).
const chainRefused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const preparedEvents = () => [
  done('captchaShow', captchaShow(false)),
  submit('demo', 'pw'),
  done('prepareGrant', PREPARED),
  error('prepareGrant', chainRefused('composite.tooMany')),
  error('prepareGrant', sampleErrors.network),
  done('encryptPassword', sealed),
  done('restToken', handover),
  error('restToken', oauth('invalid_password')),
];
// Without a key no submit gets past the form's checks: the tenant's answer and one valid submit reach the refusal.
const keylessEvents = () => [done('captchaShow', captchaShow(false)), submit('demo', 'pw')];

/**
 * What the guards read of the context: the captcha required, the key, the name asked about and answered for,
 * the submit waiting (raised again as it was) and how the tenant reads device ids. What the form shows (its
 * message, the missing fields, the dialog, the lock minutes) and what the calls are sent (the captcha, the
 * cipher, auto-login) made every mix of them a state of its own (886 paths); the effect tests below assert each.
 */
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.status,
    s.context.captchaRequired,
    s.context.sm2Key !== null,
    s.context.asking,
    s.context.nameAsked,
    s.context.checkedName,
    s.context.pending,
    s.context.deviceAgent,
    s.context.grant.kind,
  ]);

describe('password login (model-based)', () => {
  const coverage = new CoverageRecorder(passwordLoginMachine);
  const models = [
    ['key', input, events],
    ['no key', { ...input, sm2Key: null }, keylessEvents],
    ['devices', input, deviceEvents],
    ['prepared route', { ...input, grant: UNPREPARED }, preparedEvents],
  ] as const;
  const cases = models.flatMap(([name, given, offered]) =>
    modelPaths(passwordLoginMachine, { events: offered, serialize, input: given }).map(
      (p) => [`${name}: ${describePath(p)}`, p, given] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(30));

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    await drivePath(passwordLoginMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input: given,
      serialize,
    });
  });

  afterAll(() => coverage.expectComplete());
});

type Flow = Actor<typeof passwordLoginMachine>;

describe('password login effects', () => {
  const launch = (given: LoginTypeInput = input) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const actor = createActor(
      passwordLoginMachine.provide({ actors: fakes.forAll(ACTORS), actions: { reportError } }),
      { input: given },
    ).start();
    return { actor, fakes, reportError };
  };
  const editing = (actor: Flow) => waitFor(actor, (s) => s.matches({ ready: 'editing' }));
  /** The form once the tenant's captcha-show answered, with the captcha loaded when the tenant wants one. */
  const start = async (tenant = captchaShow(false), given: LoginTypeInput = input) => {
    const flow = launch(given);
    flow.fakes.settle('captchaShow', true, tenant);
    if (tenant.showCaptcha) flow.fakes.settle('captcha', true, captcha);
    await editing(flow.actor);
    return flow;
  };
  /** Submits the form and waits for rest_token to be asked; a name not checked yet is cleared by captcha-show. */
  const requesting = (actor: Flow, fakes: FakeActors, form = submit('demo', 'pw')) => {
    fakes.settle('encryptPassword', true, sealed);
    actor.send(form);
    if (actor.getSnapshot().matches({ ready: { checkingName: 'submitted' } }))
      fakes.settle('captchaShow', true, captchaShow(false));
    return waitFor(actor, (s) => s.matches('requesting'));
  };
  /** Where the form rests after rest_token refused: the form again, or a dialog. */
  const refusedWith = async (
    actor: Flow,
    fakes: FakeActors,
    failure: unknown,
    form = submit('demo', 'pw'),
  ) => {
    await requesting(actor, fakes, form);
    fakes.settle('restToken', false, failure);
    return waitFor(actor, (s) => s.matches('ready') || s.matches('dialogOpen'));
  };
  const asked = (fakes: FakeActors) => fakes.inputs('captchaShow');

  describe('the tenant check', () => {
    it("holds the form's shape for the answer, a moment at most", async () => {
      vi.useFakeTimers();
      try {
        const { actor } = launch();
        expect(actor.getSnapshot().hasTag('settling')).toBe(true);
        vi.advanceTimersByTime(999);
        expect(actor.getSnapshot().hasTag('settling')).toBe(true);
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().hasTag('settling')).toBe(false);
        expect(actor.getSnapshot().value).toEqual({ checking: 'waited' });
      } finally {
        vi.useRealTimers();
      }
    });

    it('shows the form once the tenant answered', async () => {
      const { actor, fakes } = launch();
      fakes.settle('captchaShow', true, captchaShow(false));
      const snapshot = await editing(actor);
      expect(snapshot.hasTag('settling')).toBe(false);
    });

    it('an answer that comes after the wait still decides the form', async () => {
      vi.useFakeTimers();
      try {
        const { actor, fakes } = launch();
        vi.advanceTimersByTime(1000);
        fakes.settle('captchaShow', true, captchaShow(false));
        await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'editing' })).toBe(true));
        expect(actor.getSnapshot().context.autoLoginOffered).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });

    it('never holds the form: a submit made meanwhile is busy until the answer, then checks its name', async () => {
      const { actor, fakes } = launch();
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      fakes.settle('captchaShow', true, captchaShow(false));
      await waitFor(actor, (s) => s.matches({ ready: { checkingName: 'submitted' } }));
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }]);
      fakes.settle('captchaShow', true, captchaShow(false));
      await waitFor(actor, (s) => s.matches('encrypting'));
      expect(fakes.inputs('encryptPassword')).toEqual([{ password: 'pw' }]);
    });

    it('a submit made meanwhile without the captcha the tenant wants stops at the captcha, sending nothing', async () => {
      const { actor, fakes } = launch();
      actor.send(submit('demo', 'pw'));
      fakes.settle('captchaShow', true, captchaShow(true));
      fakes.settle('captcha', true, captcha);
      const snapshot = await editing(actor);
      expect(snapshot.context).toMatchObject({
        error: { code: 'captchaRequired' },
        missing: ['captcha'],
        pending: null,
        captcha,
      });
      expect(fakes.inputs('encryptPassword')).toEqual([]);
    });

    it('a submit made meanwhile refused by the form waits for nothing', () => {
      const { actor } = launch();
      actor.send(submit(' ', 'pw'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(actor.getSnapshot().context).toMatchObject({
        error: { code: 'usernameRequired' },
        pending: null,
      });
    });

    it.each([true, false])(
      'asks captcha-show with no name; the tenant wanting a captcha (%s) decides whether one loads',
      async (wanted) => {
        const { actor, fakes } = await start(captchaShow(wanted));
        expect(asked(fakes)).toEqual([{ username: '' }]);
        expect(fakes.inputs('captcha')).toHaveLength(wanted ? 1 : 0);
        expect(actor.getSnapshot().context).toMatchObject({
          captchaRequired: wanted,
          captcha: wanted ? captcha : null,
          autoLoginOffered: true,
          lockTime: TENANT_LOCK_TIME,
          error: null,
        });
      },
    );

    it('without an answer shows the form without a captcha and reports the error', async () => {
      const { actor, fakes, reportError } = launch();
      fakes.settle('captchaShow', false, sampleErrors.network);
      const snapshot = await editing(actor);
      expect(snapshot.context).toMatchObject({
        captchaRequired: false,
        captcha: null,
        autoLoginOffered: false,
      });
      expect(reportError.mock.calls.map((call) => call[1])).toEqual([{ error: sampleErrors.network }]);
    });

    it('shows a captcha that failed to load as an error, and loads another on refresh, which clears it', async () => {
      const { actor, fakes } = launch();
      fakes.settle('captchaShow', true, captchaShow(true));
      fakes.settle('captcha', false, sampleErrors.network);
      expect((await editing(actor)).context).toMatchObject({
        captcha: null,
        error: { code: 'captchaUnavailable' },
      });
      actor.send({ type: 'captcha.refresh' });
      expect(actor.getSnapshot().value).toBe('loadingCaptcha');
      fakes.settle('captcha', true, captcha);
      expect((await editing(actor)).context).toMatchObject({ captcha, error: null });
      expect(fakes.inputs('captcha')).toHaveLength(2);
    });

    it("keeps a sign-in failure's message when the new captcha arrives", async () => {
      const { actor, fakes } = await start(captchaShow(true));
      await requesting(actor, fakes, submit('demo', 'pw', 'ab12'));
      fakes.settle('restToken', false, oauth('invalid_password'));
      await waitFor(actor, (s) => s.matches('loadingCaptcha'));
      fakes.settle('captcha', true, captcha);
      expect((await editing(actor)).context.error).toEqual({ code: 'invalidPassword' });
    });
  });

  describe('the name check', () => {
    it('asks captcha-show with the trimmed name when the field is left, once per name', async () => {
      const { actor, fakes } = await start();
      actor.send(blur(' demo '));
      expect(actor.getSnapshot().value).toEqual({ ready: { checkingName: 'asking' } });
      // The form stays usable while the name is checked.
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      fakes.settle('captchaShow', true, captchaShow(false));
      await editing(actor);
      actor.send(blur('demo'));
      actor.send(blur('   '));
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }]);
      // The name checked on blur is not asked about again at the submit.
      await requesting(actor, fakes, submit(' demo ', 'pw'));
      expect(asked(fakes)).toHaveLength(2);
      fakes.settle('restToken', false, oauth('no_such_case'));
      await editing(actor);
      actor.send(blur('other'));
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }, { username: 'other' }]);
    });

    it('loads the captcha at once for a name that needs one, and asks no more after that', async () => {
      const { actor, fakes } = await start();
      actor.send(blur('demo'));
      fakes.settle('captchaShow', true, captchaShow(true));
      fakes.settle('captcha', true, captcha);
      const snapshot = await waitFor(
        actor,
        (s) => s.matches({ ready: 'editing' }) && s.context.captcha !== null,
      );
      expect(snapshot.context).toMatchObject({ captchaRequired: true, captcha, error: null });
      actor.send(blur('other'));
      expect(asked(fakes)).toHaveLength(2);
    });

    it('leaves the form as it was when the check fails, without reporting it, and checks again at the submit', async () => {
      const { actor, fakes, reportError } = await start();
      actor.send(blur('demo'));
      fakes.settle('captchaShow', false, sampleErrors.network);
      expect((await editing(actor)).context).toMatchObject({ captchaRequired: false, error: null });
      expect(reportError).not.toHaveBeenCalled();
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().value).toEqual({ ready: { checkingName: 'submitted' } });
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }, { username: 'demo' }]);
    });
  });

  describe('the submit', () => {
    it("sends the trimmed username, the ciphertext with its challenge's code, the captcha and auto-login once the form is valid", async () => {
      const { actor, fakes } = await start(captchaShow(true));
      await requesting(actor, fakes, submit(' demo ', 'pw', ' ab12 '));
      expect(fakes.inputs('encryptPassword')).toEqual([{ password: 'pw' }]);
      expect(fakes.inputs('restToken')).toEqual([
        {
          username: 'demo',
          password: '04c',
          // The fresh challenge's, not the boot's (k1): each submission spends its own.
          sm2Code: 'challenge-1',
          autoLogin: true,
          captchaCode: 'cap1',
          captchaText: 'ab12',
          clientId: 'c',
          enterpriseId: 'demo',
          // The tenant reads no device ids: the agent is not asked (the browser adds a stored id, if any).
          deviceId: null,
          // The route as given, which needs no preparing: src/ reads it, with the adapter it signs in through.
          grant: PLAIN_GRANT,
          enterpriseAuthId: 'system_password_adapter',
        },
      ]);
      expect(fakes.inputs('readDeviceId')).toEqual([]);
      expect(fakes.inputs('prepareGrant')).toEqual([]);
      fakes.settle('restToken', true, granted());
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(snapshot.output).toEqual(granted());
      expect(snapshot.context).toMatchObject({ pending: null, cipher: null });
    });

    it('carries any route to the grant unread, and ends with whatever it grants', async () => {
      const { actor, fakes } = await start(captchaShow(false), { ...input, grant: { kind: 'instanceWide' } });
      await requesting(actor, fakes);
      expect(fakes.inputs('restToken')).toEqual([
        expect.objectContaining({ grant: { kind: 'instanceWide' } }),
      ]);
      fakes.settle('restToken', true, { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' });
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(snapshot.output).toEqual({ kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' });
      expect(snapshot.context).toMatchObject({ pending: null, cipher: null });
    });

    it.each([
      [true, true, true],
      [true, false, false],
      [false, true, false],
    ])('with auto-login offered %s and ticked %s, sends auto-login %s', async (offered, ticked, sent) => {
      const { actor, fakes } = await start(captchaShow(false, offered));
      await requesting(actor, fakes, submit('demo', 'pw', '', ticked));
      expect(fakes.inputs('restToken')).toMatchObject([{ autoLogin: sent }]);
    });

    it.each([
      ['a blank username', submit(' ', 'pw', 'ab12'), {}, 'usernameRequired'],
      ['an empty password', submit('demo', '', 'ab12'), {}, 'passwordRequired'],
      ['a blank captcha', submit('demo', 'pw', ' '), {}, 'captchaRequired'],
      ['no SM2 key', submit('demo', 'pw', 'ab12'), { sm2Key: null }, 'keyUnavailable'],
    ])('refuses %s on the form, asking nothing', async (_n, form, over, code) => {
      const { actor, fakes } = await start(captchaShow(true), { ...input, ...over });
      actor.send(form);
      expect(actor.getSnapshot().value).toEqual({ ready: 'editing' });
      expect(actor.getSnapshot().context.error).toEqual({ code });
      expect(asked(fakes)).toHaveLength(1);
      expect(fakes.inputs('encryptPassword')).toEqual([]);
    });

    it("names every empty field of a refused submit, in the form's order, and forgets them once one goes ahead", async () => {
      const { actor, fakes } = await start(captchaShow(true));
      actor.send(submit(' ', '', ' '));
      expect(actor.getSnapshot().context).toMatchObject({
        error: { code: 'usernameRequired' },
        missing: ['username', 'password', 'captcha'],
      });
      actor.send(submit('demo', '', 'ab12'));
      expect(actor.getSnapshot().context).toMatchObject({
        error: { code: 'passwordRequired' },
        missing: ['password'],
      });
      await requesting(actor, fakes, submit('demo', 'pw', 'ab12'));
      expect(actor.getSnapshot().context).toMatchObject({ error: null, missing: [] });
    });

    it('names no field once a later message replaces the refusal (a captcha that fails to load)', async () => {
      const { actor, fakes } = await start();
      actor.send(submit(' demo ', 'pw'));
      fakes.settle('captchaShow', true, captchaShow(true));
      const stopped = await waitFor(actor, (s) => s.matches('loadingCaptcha'));
      expect(stopped.context).toMatchObject({ missing: ['captcha'] });
      fakes.settle('captcha', false, sampleErrors.network);
      const failed = await waitFor(actor, (s) => s.matches('ready'));
      expect(failed.context).toMatchObject({ error: { code: 'captchaUnavailable' }, missing: [] });
    });

    it('says so when this network drew too many captchas, and a captcha that then shows clears it', async () => {
      const { actor, fakes } = await start();
      actor.send(submit(' demo ', 'pw'));
      fakes.settle('captchaShow', true, captchaShow(true));
      await waitFor(actor, (s) => s.matches('loadingCaptcha'));
      fakes.settle('captcha', false, sampleErrors.tooManyRequests);
      const refused = await waitFor(actor, (s) => s.matches('ready'));
      expect(refused.context).toMatchObject({ error: { code: 'captchaTooMany' }, captcha: null });
      actor.send({ type: 'captcha.refresh' });
      fakes.settle('captcha', true, captcha);
      const shown = await waitFor(actor, (s) => s.matches('ready') && s.context.captcha !== null);
      expect(shown.context.error).toBeNull();
    });

    it('leaves no field named when the form is complete but the key is missing', async () => {
      const { actor } = await start(captchaShow(false), { ...input, sm2Key: null });
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().context).toMatchObject({ error: { code: 'keyUnavailable' }, missing: [] });
    });

    it('gets a name that needs the captcha its captcha before the first try, sending nothing', async () => {
      const { actor, fakes } = await start();
      actor.send(submit(' demo ', 'pw'));
      expect(actor.getSnapshot().value).toEqual({ ready: { checkingName: 'submitted' } });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }]);
      fakes.settle('captchaShow', true, captchaShow(true));
      fakes.settle('captcha', true, captcha);
      const refused = await waitFor(actor, (s) => s.matches('ready') && s.context.captcha !== null);
      expect(refused.context).toMatchObject({
        error: { code: 'captchaRequired' },
        missing: ['captcha'],
        captchaRequired: true,
        captcha,
        pending: null,
      });
      expect(fakes.inputs('encryptPassword')).toEqual([]);
      expect(fakes.inputs('restToken')).toEqual([]);
      // With the captcha answered the next submit goes straight on, and carries it.
      await requesting(actor, fakes, submit('demo', 'pw', 'ab12'));
      expect(asked(fakes)).toHaveLength(2);
      expect(fakes.inputs('restToken')).toMatchObject([{ captchaCode: 'cap1', captchaText: 'ab12' }]);
    });

    it.each([
      ['a name the check clears', true, captchaShow(false)],
      ['a failed check', false, sampleErrors.network],
    ])('after %s, signs in without a captcha', async (_n, ok, answer) => {
      const { actor, fakes, reportError } = await start();
      fakes.settle('encryptPassword', true, sealed);
      actor.send(submit('demo', 'pw'));
      fakes.settle('captchaShow', ok, answer);
      await waitFor(actor, (s) => s.matches('requesting'));
      expect(fakes.inputs('restToken')).toMatchObject([
        { username: 'demo', captchaCode: null, captchaText: null },
      ]);
      fakes.settle('restToken', true, granted());
      expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(granted());
      expect(reportError).not.toHaveBeenCalled();
    });

    it('waits for the check of the name the field just left, instead of asking again', async () => {
      const { actor, fakes } = await start();
      fakes.settle('encryptPassword', true, sealed);
      actor.send(blur('demo'));
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().value).toEqual({ ready: { checkingName: 'submitted' } });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      fakes.settle('captchaShow', true, captchaShow(false));
      await waitFor(actor, (s) => s.matches('requesting'));
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'demo' }]);
    });

    it('asks about a new name even while another one is being asked about', async () => {
      const { actor, fakes } = await start();
      actor.send(blur('first'));
      actor.send(submit('second', 'pw'));
      expect(asked(fakes)).toEqual([{ username: '' }, { username: 'first' }, { username: 'second' }]);
    });

    it('waits while a captcha is drawn: the button is busy, so no submit is lost meanwhile', async () => {
      const { actor, fakes } = launch();
      fakes.settle('captchaShow', true, captchaShow(true));
      await waitFor(actor, (s) => s.matches('loadingCaptcha'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      fakes.settle('captcha', true, captcha);
      const ready = await editing(actor);
      expect(ready.hasTag('busy')).toBe(false);
    });

    it('cannot send twice: a submit while busy is ignored', async () => {
      const { actor, fakes } = await start();
      actor.send(submit('demo', 'pw'));
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().value).toEqual({ ready: { checkingName: 'submitted' } });
      expect(asked(fakes)).toHaveLength(2);
      fakes.settle('captchaShow', true, captchaShow(false));
      await waitFor(actor, (s) => s.matches('encrypting'));
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().value).toBe('encrypting');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(fakes.inputs('encryptPassword')).toHaveLength(1);
    });

    it('says so when the password cannot be encrypted, sends nothing and refreshes the captcha', async () => {
      const { actor, fakes } = await start(captchaShow(true));
      actor.send(submit('demo', 'pw', 'ab12'));
      fakes.settle('encryptPassword', false, new Error('crypto'));
      fakes.settle('captcha', true, { ...captcha, code: 'cap2' });
      const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.code === 'cap2');
      expect(snapshot.context).toMatchObject({ error: { code: 'encryptFailed' }, pending: null });
      expect(fakes.inputs('restToken')).toEqual([]);
    });

    it.each([
      ['the network (no challenge, or no encryption code)', sampleErrors.network],
      ['sm2_key refusing the challenge', sampleErrors.http500],
    ])('hands a failure of %s to the app, sends nothing and keeps no error', async (_name, failure) => {
      const { actor, fakes, reportError } = await start(captchaShow(true));
      actor.send(submit('demo', 'pw', 'ab12'));
      fakes.settle('encryptPassword', false, failure);
      fakes.settle('captcha', true, { ...captcha, code: 'cap2' });
      const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.code === 'cap2');
      expect(snapshot.context).toMatchObject({ error: null, pending: null });
      expect(reportError.mock.calls.map((call) => call[1])).toEqual([{ error: failure }]);
      expect(fakes.inputs('restToken')).toEqual([]);
    });
  });

  describe('the device check (a tenant that reads device ids)', () => {
    /** Submits a checked name, so the next step is the agent's. */
    const submitted = async (actor: Flow, fakes: FakeActors) => {
      actor.send(blur('demo'));
      fakes.settle('captchaShow', true, captchaShow(false));
      await editing(actor);
      actor.send(submit('demo', 'pw'));
      return actor.getSnapshot();
    };

    it('asks the agent only once the user submits, busy meanwhile, and sends its id to rest_token', async () => {
      const { actor, fakes } = await start(captchaShow(false, true, 'collect'));
      expect(fakes.inputs('readDeviceId')).toEqual([]);
      const reading = await submitted(actor, fakes);
      expect(reading.matches('readingDevice') && reading.hasTag('busy')).toBe(true);
      expect(fakes.inputs('readDeviceId')).toHaveLength(1);
      fakes.settle('encryptPassword', true, sealed);
      fakes.settle('readDeviceId', true, DEVICE_ID);
      await waitFor(actor, (s) => s.matches('requesting'));
      expect(fakes.inputs('restToken')).toMatchObject([{ username: 'demo', deviceId: DEVICE_ID }]);
      expect(actor.getSnapshot().context.deviceWarning).toBe(false);
    });

    it('collect: without the agent the form warns and signs in without an id; the next read clears the warning', async () => {
      const { actor, fakes } = await start(captchaShow(false, true, 'collect'));
      await submitted(actor, fakes);
      fakes.settle('encryptPassword', true, sealed);
      fakes.settle('readDeviceId', false, agentAbsent);
      const sent = await waitFor(actor, (s) => s.matches('requesting'));
      expect(sent.context).toMatchObject({ deviceWarning: true, deviceId: null });
      expect(fakes.inputs('restToken')).toMatchObject([{ deviceId: null }]);
      // The warning stays with the form the grant's failure returns to.
      fakes.settle('restToken', false, sampleErrors.network);
      await editing(actor);
      expect(actor.getSnapshot().context.deviceWarning).toBe(true);
      actor.send(submit('demo', 'pw'));
      expect(actor.getSnapshot().context.deviceWarning).toBe(false);
    });

    it('require: without the agent the device dialog opens and nothing is encrypted or sent', async () => {
      const { actor, fakes } = await start(captchaShow(false, true, 'require'));
      await submitted(actor, fakes);
      fakes.settle('readDeviceId', false, agentAbsent);
      const dialog = await waitFor(actor, (s) => s.matches('dialogOpen'));
      expect(dialog.context).toMatchObject({ dialog: 'deviceId', pending: null, deviceWarning: false });
      expect(fakes.inputs('encryptPassword')).toEqual([]);
      expect(fakes.inputs('restToken')).toEqual([]);
      actor.send({ type: 'dialog.close' });
      expect((await editing(actor)).context.dialog).toBeNull();
    });
  });

  describe('the answer of rest_token', () => {
    it.each([
      ['invalid_password', { code: 'invalidPassword' }, true],
      ['invalid_captcha', { code: 'invalidCaptcha' }, true],
      ['will_lock:2', { code: 'willLock', count: 2 }, true],
      ['expired', { code: 'expired' }, false],
      ['disabled', { code: 'disabled' }, false],
      ['invalid_user_register_approve', { code: 'awaitingApproval' }, false],
      // A directory's (adapter/inside/password): a name it lacks is a counted failure, the rest are not.
      ['user_not_found', { code: 'unknownUser' }, true],
      ['directory_unavailable', { code: 'directoryUnavailable' }, false],
      ['user_conflict', { code: 'directoryConflict' }, false],
      ['anything_else', { code: 'loginFailed' }, false],
    ])('shows %s as %j; the captcha from now on: %s', async (description, expected, wanted) => {
      const { actor, fakes } = await start();
      fakes.settle('captcha', true, captcha);
      const snapshot = await refusedWith(actor, fakes, oauth(description));
      if (wanted) await waitFor(actor, (s) => s.context.captcha !== null);
      expect(actor.getSnapshot().context).toMatchObject({
        error: expected,
        captchaRequired: wanted,
        captcha: wanted ? captcha : null,
        pending: null,
        cipher: null,
      });
      expect(snapshot.matches('ready')).toBe(true);
    });

    it.each([
      ['HTTP 500', oauth('', 500)],
      ['response code 500', failed({ kind: 'response', code: '500' })],
    ])('shows %s as a server error, without a captcha', async (_n, failure) => {
      const { actor, fakes } = await start();
      const snapshot = await refusedWith(actor, fakes, failure);
      expect(snapshot.context).toMatchObject({ error: { code: 'serverError' }, captchaRequired: false });
    });

    it('after a reload hid the captcha a failed name needs, the refused captcha brings it back', async () => {
      const { actor, fakes } = await start();
      fakes.settle('captcha', true, captcha);
      await refusedWith(actor, fakes, oauth('invalid_captcha'));
      await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.captcha !== null);
      await requesting(actor, fakes, submit('demo', 'pw', 'ab12'));
      expect(fakes.inputs('restToken')).toMatchObject([
        { captchaCode: null, captchaText: null },
        { captchaCode: 'cap1', captchaText: 'ab12' },
      ]);
    });

    it.each([
      ['the minutes the server says the lock has left', TENANT_LOCK_TIME, 7, 7],
      ['the tenant lock time when the server sends none', TENANT_LOCK_TIME, undefined, TENANT_LOCK_TIME],
    ])('states %s in the lock dialog', async (_n, tenantLockTime, serverMinutes, shown) => {
      const { actor, fakes } = await start({ ...captchaShow(false), lockTime: tenantLockTime });
      const locked = await refusedWith(actor, fakes, oauth('user_locked', 400, serverMinutes));
      expect(locked.value).toBe('dialogOpen');
      expect(locked.context).toMatchObject({ dialog: 'locked', lockMinutes: shown, error: null });
      actor.send({ type: 'dialog.close' });
      expect((await editing(actor)).context.dialog).toBeNull();
    });

    it('states the default lock time when neither captcha-show nor the server named one', async () => {
      const { actor, fakes } = launch();
      fakes.settle('captchaShow', false, sampleErrors.network);
      await editing(actor);
      fakes.settle('encryptPassword', true, sealed);
      actor.send(submit('demo', 'pw'));
      fakes.settle('captchaShow', false, sampleErrors.network);
      await waitFor(actor, (s) => s.matches('requesting'));
      fakes.settle('restToken', false, oauth('user_locked'));
      const locked = await waitFor(actor, (s) => s.matches('dialogOpen'));
      expect(locked.context).toMatchObject({ dialog: 'locked', lockMinutes: DEFAULT_LOCK_TIME_MINUTES });
    });

    it("opens the address's own lock dialog for invalid_locked (too many failures from this network)", async () => {
      const { actor, fakes } = await start({ ...captchaShow(false), lockTime: TENANT_LOCK_TIME });
      const paused = await refusedWith(actor, fakes, oauth('invalid_locked', 400, 12));
      expect(paused.value).toBe('dialogOpen');
      expect(paused.context).toMatchObject({ dialog: 'addressLocked', lockMinutes: 12, error: null });
      actor.send({ type: 'dialog.close' });
      expect((await editing(actor)).context.dialog).toBeNull();
    });

    it('opens the device dialog, and refreshes a required captcha once it is closed', async () => {
      const { actor, fakes } = await start(captchaShow(true));
      const dialog = await refusedWith(
        actor,
        fakes,
        oauth('invalid_device_id'),
        submit('demo', 'pw', 'ab12'),
      );
      expect(dialog.context.dialog).toBe('deviceId');
      fakes.settle('captcha', true, { ...captcha, code: 'cap2' });
      actor.send({ type: 'dialog.close' });
      const closed = await waitFor(actor, (s) => s.matches('ready') && s.context.captcha?.code === 'cap2');
      expect(closed.context.dialog).toBeNull();
    });

    it('reports errors that are not the form’s and returns to the form without a message', async () => {
      const { actor, fakes, reportError } = await start();
      const snapshot = await refusedWith(actor, fakes, sampleErrors.network);
      expect(snapshot.context).toMatchObject({ error: null, dialog: null, pending: null, cipher: null });
      expect(reportError.mock.calls.map((call) => call[1])).toEqual([{ error: sampleErrors.network }]);
    });
  });

  describe('a route its grant makes ready first', () => {
    const first: LoginTypeInput = { ...input, grant: UNPREPARED };
    /** Submits the form, the name's check answered (no captcha needed). */
    const send = (actor: Flow, fakes: FakeActors, form = submit('demo', 'pw')) => {
      actor.send(form);
      if (actor.getSnapshot().matches({ ready: { checkingName: 'submitted' } }))
        fakes.settle('captchaShow', true, captchaShow(false));
    };

    it('is made ready before the password is encrypted, and the grant is sent the route it answered', async () => {
      const { actor, fakes } = await start(captchaShow(false), first);
      send(actor, fakes);
      await waitFor(actor, (s) => s.matches('preparingGrant'));
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      // Made ready before the password is encrypted: a route that cannot be spends no SM2 challenge.
      expect(fakes.inputs('encryptPassword')).toEqual([]);
      expect(fakes.inputs('prepareGrant')).toEqual([
        { route: UNPREPARED, enterpriseAuthId: 'system_password_adapter', enterpriseId: 'demo' },
      ]);
      fakes.settle('prepareGrant', true, PREPARED);
      fakes.settle('encryptPassword', true, sealed);
      await waitFor(actor, (s) => s.matches('requesting'));
      expect(fakes.inputs('restToken')).toEqual([expect.objectContaining({ grant: PREPARED })]);
      fakes.settle('restToken', true, handover);
      expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(handover);
    });

    it('keeps the route it was made for the next try after a wrong password', async () => {
      const { actor, fakes } = await start(captchaShow(false), first);
      fakes.settle('prepareGrant', true, PREPARED);
      // The failure brings the captcha: its picture is drawn before the form is ready again.
      fakes.settle('captcha', true, captcha);
      await refusedWith(actor, fakes, oauth('invalid_password'));
      expect((await editing(actor)).context.error).toEqual({ code: 'invalidPassword' });
      await requesting(actor, fakes, submit('demo', 'pw2', 'ab12'));
      expect(fakes.inputs('prepareGrant')).toHaveLength(1);
      expect(fakes.inputs('restToken').map((request) => (request as { grant: GrantRoute }).grant)).toEqual([
        PREPARED,
        PREPARED,
      ]);
    });

    it.each([
      ['composite.tooMany', 'chainTooMany'],
      ['composite.unavailable', 'chainUnavailable'],
    ])('says why it could not be made ready (%s) and sends nothing', async (code, message) => {
      const { actor, fakes, reportError } = await start(captchaShow(false), first);
      send(actor, fakes);
      fakes.settle('prepareGrant', false, chainRefused(code));
      const snapshot = await editing(actor);
      expect(snapshot.context).toMatchObject({ error: { code: message }, pending: null, grant: UNPREPARED });
      expect(fakes.inputs('encryptPassword')).toEqual([]);
      expect(reportError).not.toHaveBeenCalled();
    });

    it('reports a preparation that failed for the app’s reasons, and the form is usable again', async () => {
      const { actor, fakes, reportError } = await start(captchaShow(false), first);
      send(actor, fakes);
      fakes.settle('prepareGrant', false, sampleErrors.network);
      const snapshot = await editing(actor);
      expect(snapshot.context).toMatchObject({ error: null, pending: null });
      expect(reportError.mock.calls.map((call) => call[1])).toEqual([{ error: sampleErrors.network }]);
      expect(fakes.inputs('restToken')).toEqual([]);
    });
  });
});
