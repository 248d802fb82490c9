import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import type { LoginContext } from '../schemas/login-context.schema';
import { type PostLoginInput, postLoginMachine } from './post-login.machine';
import { afterEvents } from './testing/after-events';
import { CoverageRecorder } from './testing/coverage';
import { drivePath } from './testing/drive-path';
import { FakeActors } from './testing/fake-actors';
import { describePath, modelPaths } from './testing/model-paths';
import { sampleErrors } from './testing/sample-errors';

const ACTORS = [
  'userPasswordInfo',
  'userSettingInfo',
  'spLogged',
  'saveSession',
  'rolePermissions',
  'applicationResult',
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
const inputOf = (loginContext: LoginContext): PostLoginInput => ({
  accessToken: 'tok',
  loginContext,
  config,
  loginParams: null,
  authType: 'system_password_adapter',
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
  done('applicationResult', passed),
  done('applicationResult', refused),
  ...ACTORS.map(error),
  { type: 'dialog.close' },
  ...afterEvents(snapshot),
];

const spies = () => ({ storeToken: vi.fn(), clearToken: vi.fn(), redirect: vi.fn(), reportError: vi.fn() });
const provided = (allowed: boolean, actors: FakeActors, actions = spies()) =>
  postLoginMachine.provide({
    actors: actors.forAll(ACTORS),
    actions,
    guards: { isAllowedTarget: () => allowed },
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    delays: { successRedirect: 60_000, failureReturn: 60_000 },
  });

describe('post-login (model-based)', () => {
  const coverage = new CoverageRecorder(postLoginMachine);
  const cases = [true, false].flatMap((allowed) =>
    contexts.flatMap((loginContext) =>
      modelPaths(provided(allowed, new FakeActors()), { events, input: inputOf(loginContext) }).map(
        (p) =>
          [
            `${allowed ? 'allowed' : 'refused'} ${loginContext.type}: ${describePath(p)}`,
            p,
            allowed,
            loginContext,
          ] as const,
      ),
    ),
  );

  it.each(cases)('%s', async (_name, path, allowed, loginContext) => {
    const fakes = new FakeActors();
    await drivePath(provided(allowed, fakes), path, fakes, coverage, { input: inputOf(loginContext) });
  });

  afterAll(() => coverage.expectComplete());
});

describe('post-login outcomes', () => {
  const run = async (
    loginContext: LoginContext,
    answers: Partial<Record<(typeof ACTORS)[number], unknown>>,
    allowed = true,
  ) => {
    const fakes = new FakeActors();
    const actions = spies();
    for (const [id, value] of Object.entries(answers)) fakes.settle(id, true, value);
    const actor = createActor(provided(allowed, fakes, actions), { input: inputOf(loginContext) }).start();
    const snapshot = await waitFor(actor, (s) => s.status === 'done' || !s.hasTag('busy'));
    return { snapshot, actions };
  };
  const plain = {
    userPasswordInfo: passwordInfo(false, false),
    userSettingInfo: { user2factor: false, locked: false },
    saveSession: { saved: true },
  };

  it('stores the token first and lands a role-1 user in the IT manager console', async () => {
    const { snapshot, actions } = await run(contexts[0]!, {
      ...plain,
      rolePermissions: { loginRole: 1, authorities: [] },
    });
    expect(actions.storeToken.mock.calls[0]![1]).toEqual({ accessToken: 'tok' });
    expect(actions.redirect.mock.calls[0]![1]).toEqual({ url: '/frontend/itmanager/#loginSuccess' });
    expect(snapshot.output).toEqual({ kind: 'left' });
  });

  it('redirects a service-provider login to its target with the token, sp_code and application_key', async () => {
    const { actions } = await run(contexts[1]!, { ...plain, spLogged: sp(true, false) });
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

  it('stops a risk-locked user, clears the token and returns to login', async () => {
    const { snapshot, actions } = await run(contexts[0]!, {
      userPasswordInfo: passwordInfo(false, false),
      userSettingInfo: { user2factor: false, locked: true },
    });
    expect(snapshot.value).toBe('lockedUser');
    expect(actions.clearToken).toHaveBeenCalledOnce();
  });

  it('sends a second factor to /second/auth, for a provider only when its application wants it', async () => {
    const twoFactor = {
      userPasswordInfo: passwordInfo(false, false),
      userSettingInfo: { user2factor: true, locked: false },
    };
    expect((await run(contexts[0]!, twoFactor)).snapshot.output).toEqual({ kind: 'secondAuth', sp: false });
    expect((await run(contexts[1]!, { ...twoFactor, spLogged: sp(true, true) })).snapshot.output).toEqual({
      kind: 'secondAuth',
      sp: true,
    });
    const noAppFactor = await run(contexts[1]!, {
      ...twoFactor,
      spLogged: sp(true, false),
      saveSession: { saved: true },
    });
    expect(noAppFactor.actions.redirect).toHaveBeenCalledOnce();
  });

  describe('an application second-factor request', () => {
    const application = contexts[2]!;
    const answered = (result: unknown, allowed = true) => {
      const fakes = new FakeActors();
      const actions = spies();
      for (const [id, value] of Object.entries({ ...plain, applicationResult: result }))
        fakes.settle(id, true, value);
      const machine = postLoginMachine.provide({
        actors: fakes.forAll(ACTORS),
        actions,
        guards: { isAllowedTarget: () => allowed },
        delays: { successRedirect: 5, failureReturn: 5 },
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

    it('shows a refusal, clears the token and returns to login', async () => {
      const { actor, actions } = answered(refused);
      await waitFor(actor, (s) => s.matches('applicationRefused'));
      expect(actor.getSnapshot().context.refusal).toBe('用户名不一致');
      expect(actions.clearToken).toHaveBeenCalledOnce();
      const snapshot = await waitFor(actor, (s) => s.status === 'done');
      expect(snapshot.output).toEqual({ kind: 'relogin' });
      expect(actions.redirect).not.toHaveBeenCalled();
    });

    it('refuses a loginUrl outside the allowed origins', async () => {
      const { actor, actions } = answered(passed, false);
      await waitFor(actor, (s) => s.matches('rejectedTarget'));
      expect(actions.redirect).not.toHaveBeenCalled();
    });
  });
});
