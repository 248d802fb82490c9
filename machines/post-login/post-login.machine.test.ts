import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Actor, type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { LICENSED } from '../../schemas/license-state.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import { APPLICATION_CODE_AUTH_TYPE, DELAYS } from '../../schemas/spec-constants';
import { type PostLoginInput, postLoginMachine } from './post-login.machine';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';

const ACTORS = [
  'userPasswordInfo',
  'userSettingInfo',
  'spLogged',
  'saveSession',
  'rolePermissions',
  'applicationResult',
  'licenseCheck',
] as const;
const config = {
  projectStatus: '',
  endUser_uri: '/frontend/enduser/',
  itManager_uri: '/frontend/itmanager/',
  developer_uri: '/frontend/developer/',
};
const contexts: LoginContext[] = [
  { type: 'IDAAS' },
  { type: 'IDAAS_SP', spData: { sp_code: 'sp1', application_key: 'app1' } },
  { type: 'APPLICATION_TWOFACTOR', applicationData: { purchaseId: 'p', state: 's', username: 'u' } },
];
const inputOf = (
  loginContext: LoginContext,
  loginParams: string | null = null,
  secondFactorPassed = false,
): PostLoginInput => ({
  accessToken: 'tok',
  loginContext,
  config,
  loginParams,
  authType: 'system_password_adapter',
  secondFactorPassed,
  license: LICENSED,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: sampleErrors.network });
const passwordInfo = (first: boolean, expired: boolean) => ({
  needModifyPasswordOfFirstLogin: first,
  needModifyPasswordOfPwdExpire: expired,
});
const sp = (permitted: boolean, applicationTwoFactor: boolean) => ({
  spCode: 'sp1',
  applicationName: 'SP',
  permitted,
  applicationTwoFactor,
  redirectUrl: 'https://sp.example/cb',
});

const passed = { success: true, loginUrl: 'https://app.example/2fa?state=s', errorMessage: null };
const refused = { success: false, loginUrl: null, errorMessage: '用户名不一致' };

const events = (snapshot: AnyMachineSnapshot) => [
  done('userPasswordInfo', passwordInfo(true, false)),
  done('userPasswordInfo', passwordInfo(false, true)),
  done('userPasswordInfo', passwordInfo(false, false)),
  done('userSettingInfo', { user2factor: false, locked: true }),
  done('userSettingInfo', { user2factor: true, locked: false }),
  done('userSettingInfo', { user2factor: false, locked: false }),
  done('spLogged', sp(false, false)),
  done('spLogged', sp(true, true)),
  done('spLogged', sp(true, false)),
  done('saveSession', { saved: true }),
  done('rolePermissions', { loginRole: 1, authorities: [] }),
  done('rolePermissions', { loginRole: 0, authorities: [] }),
  done('licenseCheck', { next: 'continue' }),
  done('licenseCheck', { next: 'licensePage' }),
  done('applicationResult', passed),
  done('applicationResult', refused),
  ...ACTORS.map(error),
  { type: 'dialog.close' },
  ...afterEvents(snapshot),
];

const spies = () => ({
  clearToken: vi.fn(),
  storeLoginParams: vi.fn(),
  redirect: vi.fn(),
  reportError: vi.fn(),
});
/** The user closes the flow's dialog: what the flow then ends with. */
const closeDialog = (actor: Actor<typeof postLoginMachine>) => {
  actor.send({ type: 'dialog.close' });
  return actor.getSnapshot().output;
};

const provided = (allowed: boolean, actors: FakeActors, actions = spies()) =>
  postLoginMachine.provide({
    // The license check is a machine; a fake stands in for it here (machines/license tests it).
    actors: actors.forAll(ACTORS) as never,
    actions,
    guards: { isAllowedTarget: () => allowed },
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    delays: { successRedirect: 60_000, failureReturn: 60_000 },
  });

describe('post-login (model-based)', () => {
  const coverage = new CoverageRecorder(postLoginMachine);
  // Every login context after a password, and an application's check passed by a one-time code.
  const inputs = [
    ...contexts.map((loginContext) => inputOf(loginContext)),
    { ...inputOf(contexts[2]!), authType: APPLICATION_CODE_AUTH_TYPE },
  ];
  const cases = [true, false].flatMap((allowed) =>
    inputs.flatMap((input) =>
      modelPaths(provided(allowed, new FakeActors()), { events, input }).map(
        (p) =>
          [
            `${allowed ? 'allowed' : 'refused'} ${input.loginContext.type} (${input.authType}): ${describePath(p)}`,
            p,
            allowed,
            input,
          ] as const,
      ),
    ),
  );

  it.each(cases)('%s', async (_name, path, allowed, input) => {
    const fakes = new FakeActors();
    await drivePath(provided(allowed, fakes), path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('post-login outcomes', () => {
  const run = async (
    loginContext: LoginContext,
    answers: Partial<Record<(typeof ACTORS)[number], unknown>>,
    allowed = true,
    loginParams: string | null = null,
  ) => {
    const fakes = new FakeActors();
    const actions = spies();
    for (const [id, value] of Object.entries(answers)) fakes.settle(id, true, value);
    const actor = createActor(provided(allowed, fakes, actions), {
      input: inputOf(loginContext, loginParams),
    }).start();
    // The license check is a child's dialogs, not busy: its fake answers a tick later.
    const snapshot = await waitFor(
      actor,
      (s) => s.status === 'done' || (!s.hasTag('busy') && !s.matches('licenseCheck')),
    );
    return { actor, snapshot, actions, fakes };
  };
  const plain = {
    userPasswordInfo: passwordInfo(false, false),
    userSettingInfo: { user2factor: false, locked: false },
    saveSession: { saved: true },
    licenseCheck: { next: 'continue' },
  };

  it("asks each call with the session's token and lands a role-1 user in the IT manager console", async () => {
    const { snapshot, actions, fakes } = await run(contexts[0]!, {
      ...plain,
      rolePermissions: { loginRole: 1, authorities: [] },
    });
    for (const id of ['userPasswordInfo', 'userSettingInfo', 'saveSession', 'rolePermissions'])
      expect(fakes.inputs(id), id).toEqual([{ accessToken: 'tok' }]);
    expect(actions.redirect.mock.calls[0]![1]).toEqual({ url: '/frontend/itmanager/#loginSuccess' });
    expect(actions.clearToken).not.toHaveBeenCalled();
    expect(snapshot.output).toEqual({ kind: 'left' });
  });

  it("asks an administrator's license check with the instance's flags; its update button leads to the console's license settings", async () => {
    const license = { ...LICENSED, expired: true };
    const fakes = new FakeActors();
    const actions = spies();
    const answers = { ...plain, rolePermissions: { loginRole: 1, authorities: [] } };
    for (const [id, value] of Object.entries(answers)) fakes.settle(id, true, value);
    fakes.settle('licenseCheck', true, { next: 'licensePage' });
    const actor = createActor(provided(true, fakes, actions), {
      input: { ...inputOf(contexts[0]!), license },
    }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(fakes.inputs('licenseCheck')).toEqual([{ license }]);
    expect(actions.redirect.mock.calls[0]![1]).toEqual({
      url: '/frontend/itmanager/#/others/settings?secondary=LICENSE',
    });
  });

  it('does not run the license check for an end user', async () => {
    const { fakes, actions } = await run(contexts[0]!, {
      ...plain,
      rolePermissions: { loginRole: 0, authorities: [] },
      licenseCheck: { next: 'licensePage' },
    });
    expect(fakes.inputs('licenseCheck')).toEqual([]);
    expect(actions.redirect.mock.calls[0]![1]).toEqual({ url: '/frontend/enduser/#loginSuccess' });
  });

  it("stores idaas with the token on a portal landing; the login URL's otherParams ride to the portal", async () => {
    const portal = { ...plain, rolePermissions: { loginRole: 0, authorities: [] } };
    const bare = await run(contexts[0]!, portal);
    expect(bare.actions.storeLoginParams.mock.calls[0]![1]).toEqual({ access_token: 'tok' });
    expect(bare.actions.redirect.mock.calls[0]![1]).toEqual({ url: '/frontend/enduser/#loginSuccess' });

    const { actions } = await run(contexts[0]!, portal, true, 'from=mail');
    const stored = { access_token: 'tok', otherParams: 'from=mail' };
    expect(actions.storeLoginParams.mock.calls[0]![1]).toEqual(stored);
    const query = new URLSearchParams({ loginParams: JSON.stringify(stored) });
    expect(actions.redirect.mock.calls[0]![1]).toEqual({ url: `/frontend/enduser/#loginSuccess?${query}` });
  });

  it('keeps idaas and loginParams to portal landings', async () => {
    const { actions } = await run(contexts[1]!, { ...plain, spLogged: sp(true, false) }, true, 'from=mail');
    expect(actions.storeLoginParams).not.toHaveBeenCalled();
    expect(actions.redirect.mock.calls[0]![1]).toEqual({
      url: 'https://sp.example/cb?access_token=tok&sp_code=sp1&application_key=app1',
    });
  });

  it('asks the provider with the token, sp_code and application_key, and redirects to its target with them', async () => {
    const { actions, fakes } = await run(contexts[1]!, { ...plain, spLogged: sp(true, false) });
    expect(fakes.inputs('spLogged')).toEqual([
      { accessToken: 'tok', sp_code: 'sp1', application_key: 'app1' },
    ]);
    expect(actions.redirect.mock.calls[0]![1]).toEqual({
      url: 'https://sp.example/cb?access_token=tok&sp_code=sp1&application_key=app1',
    });
  });

  it('refuses a service-provider target outside the allowed origins and stays', async () => {
    const { snapshot, actions } = await run(contexts[1]!, { ...plain, spLogged: sp(true, false) }, false);
    expect(snapshot.value).toBe('rejectedTarget');
    expect(actions.redirect).not.toHaveBeenCalled();
  });

  it.each([
    [
      'first login',
      passwordInfo(true, false),
      { kind: 'modifyPassword', type: 'needModifyPasswordOfFirstLogin' },
    ],
    [
      'expired password',
      passwordInfo(false, true),
      { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' },
    ],
  ])('sends a %s to the password change', async (_n, info, output) => {
    const { snapshot } = await run(contexts[0]!, { userPasswordInfo: info });
    expect(snapshot.output).toEqual(output);
  });

  it('stops a risk-locked user, clears the token and returns to login when the dialog closes', async () => {
    const { actor, snapshot, actions, fakes } = await run(contexts[0]!, {
      userPasswordInfo: passwordInfo(false, false),
      userSettingInfo: { user2factor: true, locked: true },
    });
    expect(snapshot.value).toBe('lockedUser');
    expect(actions.clearToken).toHaveBeenCalledOnce();
    expect(fakes.inputs('saveSession')).toEqual([]);
    expect(closeDialog(actor)).toEqual({ kind: 'relogin' });
  });

  it('reports a failed call and ends failed, the token kept for the app to judge', async () => {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('userPasswordInfo', false, sampleErrors.http500);
    const actor = createActor(provided(true, fakes, actions), { input: inputOf(contexts[0]!) }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done');
    expect(snapshot.output).toEqual({ kind: 'failed' });
    expect(actions.reportError.mock.calls.map((call) => call[1])).toEqual([{ error: sampleErrors.http500 }]);
    expect(actions.clearToken).not.toHaveBeenCalled();
  });

  // SPEC section 4: second auth iff the user has a second factor and, for a provider, the application wants it.
  describe('the second factor', () => {
    const settings = (user2factor: boolean) => ({
      ...plain,
      userSettingInfo: { user2factor, locked: false },
    });

    it('sends a user with one to /second/auth, and saves the session of a user without', async () => {
      expect((await run(contexts[0]!, settings(true))).snapshot.output).toEqual({
        kind: 'secondAuth',
        sp: false,
      });
      const without = await run(contexts[0]!, {
        ...settings(false),
        rolePermissions: { loginRole: 0, authorities: [] },
      });
      expect(without.snapshot.output).toEqual({ kind: 'left' });
    });

    it.each([
      [true, true, { kind: 'secondAuth', sp: true }],
      [true, false, { kind: 'left' }],
      [false, true, { kind: 'left' }],
      [false, false, { kind: 'left' }],
    ])(
      'for a provider: user has one %s, application requires one %s → %o',
      async (user2factor, applicationTwoFactor, output) => {
        const { snapshot, actions } = await run(contexts[1]!, {
          ...settings(user2factor),
          spLogged: sp(true, applicationTwoFactor),
        });
        expect(snapshot.output).toEqual(output);
        expect(actions.redirect).toHaveBeenCalledTimes(output.kind === 'left' ? 1 : 0);
      },
    );

    it('does not ask it again of a login that has just passed it', async () => {
      const fakes = new FakeActors();
      const answers = { ...settings(true), rolePermissions: { loginRole: 0, authorities: [] } };
      for (const [id, value] of Object.entries(answers)) fakes.settle(id, true, value);
      const portal = createActor(provided(true, fakes), { input: inputOf(contexts[0]!, null, true) }).start();
      expect((await waitFor(portal, (s) => s.status === 'done')).output).toEqual({ kind: 'left' });

      const spFakes = new FakeActors();
      for (const [id, value] of Object.entries({ ...settings(true), spLogged: sp(true, true) }))
        spFakes.settle(id, true, value);
      const provider = createActor(provided(true, spFakes), {
        input: inputOf(contexts[1]!, null, true),
      }).start();
      expect((await waitFor(provider, (s) => s.status === 'done')).output).toEqual({ kind: 'left' });
    });

    it('sends a composite chain’s token that owes its factor steps to /second/auth, factor or not', async () => {
      const chain = { user2factor: false, locked: false, compositeSteps: true };
      expect((await run(contexts[0]!, { ...plain, userSettingInfo: chain })).snapshot.output).toEqual({
        kind: 'secondAuth',
        sp: false,
      });
      const provider = await run(contexts[1]!, {
        ...plain,
        userSettingInfo: chain,
        spLogged: sp(true, false),
      });
      expect(provider.snapshot.output).toEqual({ kind: 'secondAuth', sp: true });
    });

    it('still asks a provider whether the user may enter at all, second factor or not', async () => {
      for (const user2factor of [true, false]) {
        const { snapshot } = await run(contexts[1]!, { ...settings(user2factor), spLogged: sp(false, true) });
        expect(snapshot.output).toEqual({ kind: 'noPermission' });
      }
    });
  });

  describe('an application second-factor request', () => {
    it('answers the application at once for a token a one-time code got: nothing else is asked', async () => {
      const fakes = new FakeActors();
      fakes.settle('applicationResult', true, { success: true, loginUrl: '/app/back', errorMessage: null });
      const actor = createActor(provided(true, fakes), {
        input: { ...inputOf(contexts[2]!), authType: APPLICATION_CODE_AUTH_TYPE },
      }).start();
      await waitFor(actor, (s) => s.matches('applicationPassed'));
      for (const id of ['userPasswordInfo', 'userSettingInfo', 'saveSession'])
        expect(fakes.inputs(id), id).toEqual([]);
      expect(fakes.inputs('applicationResult')).toEqual([
        {
          username: 'u',
          state: 's',
          result: true,
          purchaseId: 'p',
          authType: APPLICATION_CODE_AUTH_TYPE,
          access_token: 'tok',
        },
      ]);
    });

    const application = contexts[2]!;
    const answered = (result: unknown, allowed = true) => {
      const fakes = new FakeActors();
      const actions = spies();
      for (const [id, value] of Object.entries({ ...plain, applicationResult: result }))
        fakes.settle(id, true, value);
      const machine = postLoginMachine.provide({
        actors: fakes.forAll(ACTORS) as never,
        actions,
        guards: { isAllowedTarget: () => allowed },
        delays: { successRedirect: 5 },
      });
      const actor = createActor(machine, { input: inputOf(application) }).start();
      return { actor, actions, fakes };
    };

    it('reports the passed login with the application data and returns to its loginUrl', async () => {
      const { actor, actions, fakes } = answered(passed);
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(fakes.inputs('applicationResult')).toEqual([
        {
          username: 'u',
          state: 's',
          purchaseId: 'p',
          result: true,
          authType: 'system_password_adapter',
          access_token: 'tok',
        },
      ]);
      expect(actions.redirect.mock.calls[0]![1]).toEqual({ url: passed.loginUrl });
      expect(snapshot.output).toEqual({ kind: 'left' });
    });

    it('shows a refusal and clears the token at once, then returns to login after 2 s (SPEC 4)', async () => {
      vi.useFakeTimers();
      try {
        const { actor, actions } = answered(refused);
        const shown = await waitFor(actor, (s) => s.matches('applicationRefused'));
        expect(shown.context.refusal).toBe('用户名不一致');
        expect(actions.clearToken).toHaveBeenCalledOnce();
        vi.advanceTimersByTime(DELAYS.failureReturn - 1);
        expect(actor.getSnapshot().value).toBe('applicationRefused');
        vi.advanceTimersByTime(1);
        expect(actor.getSnapshot().output).toEqual({ kind: 'relogin' });
        expect(actions.clearToken).toHaveBeenCalledOnce();
        expect(actions.redirect).not.toHaveBeenCalled();
      } finally {
        vi.useRealTimers();
      }
    });

    it('returns to login at once when the refusal is closed before its 2 s', async () => {
      const { actor } = answered(refused);
      await waitFor(actor, (s) => s.matches('applicationRefused'));
      expect(closeDialog(actor)).toEqual({ kind: 'relogin' });
    });

    it('refuses a loginUrl outside the allowed origins', async () => {
      const { actor, actions } = answered(passed, false);
      await waitFor(actor, (s) => s.matches('rejectedTarget'));
      expect(actions.redirect).not.toHaveBeenCalled();
    });
  });
});
