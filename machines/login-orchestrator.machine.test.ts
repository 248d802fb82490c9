import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { parseLoginPageConfig } from '../schemas/login-page-config.schema';
import { ADAPTERS } from '../schemas/spec-constants';
import type { BootOutput, TenantData } from './boot.machine';
import { type OrchestratorInput, loginOrchestratorMachine } from './login-orchestrator.machine';
import { afterEvents } from './testing/after-events';
import { CoverageRecorder } from './testing/coverage';
import { drivePath } from './testing/drive-path';
import { FakeActors } from './testing/fake-actors';
import { describePath, modelPaths } from './testing/model-paths';
import { sampleErrors } from './testing/sample-errors';

const password = {
  enterpriseAuthId: ADAPTERS.password,
  name: '密码',
  display: true,
  clientDevices: ['PC_BROWSER' as const],
  compositeAuthenticate: false,
};
// The tenant's adapters: usable, none at all (noSecurityAuth), or a list that failed to load.
const tenant = (adapters: 'password' | 'none' | 'failed'): TenantData => ({
  preLogin: { clientId: 'c', instanceId: 'i' },
  enterprise: { enterpriseId: 'demo', name: '演示' },
  idpInfo: null,
  systemSetting: null,
  sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
  adapters:
    adapters === 'failed'
      ? null
      : { list: [password], appSecurityLevel: 5, noSecurityAuth: adapters === 'none' },
  pageConfig: parseLoginPageConfig(null),
  failed: adapters === 'failed' ? ['loadAuths'] : [],
});
const bootOutputs: BootOutput[] = [
  { kind: 'ready', tenant: tenant('password') },
  { kind: 'ready', tenant: tenant('none') },
  { kind: 'ready', tenant: tenant('failed') },
  { kind: 'fallback', page: 'enterpriseExpired' },
];
const config = { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' };
const inputAt = (path: string, search: Record<string, unknown> = {}): OrchestratorInput => ({
  entry: { path, search },
  storedLoginContext: { type: 'IDAAS' },
  config,
  mobile: false,
});
const CHILDREN = ['boot', 'passwordLogin', 'loadFlows', 'postLogin', 'modifyPassword', 'logout'] as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const route = (path: string, search: Record<string, unknown> = {}) => ({
  type: 'route.changed',
  route: { path, search },
});

const APPLICATION_QUERY = { purchaseId: 'p1', state: 'st1', username: 'demo', defaultAdapter: 'up' };

const events = (snapshot: AnyMachineSnapshot) => [
  ...bootOutputs.map((o) => done('boot', o)),
  { type: 'xstate.error.actor.boot', error: new Error('boom') },
  done('passwordLogin', { accessToken: 'tok' }),
  done('loadFlows', undefined),
  { type: 'xstate.error.actor.loadFlows', error: new Error('chunk failed') },
  ...afterEvents(snapshot),
  ...[
    { kind: 'modifyPassword', type: 'needModifyPasswordOfFirstLogin' },
    { kind: 'secondAuth', sp: false },
    { kind: 'secondAuth', sp: true },
    { kind: 'noPermission' },
    { kind: 'left' },
    { kind: 'failed' },
  ].map((o) => done('postLogin', o)),
  done('modifyPassword', { kind: 'changed', continueLogin: false }),
  done('modifyPassword', { kind: 'changed', continueLogin: true }),
  done('logout', { kind: 'login' }),
  done('logout', { kind: 'redirected', target: '/x' }),
  { type: 'api.failed', error: sampleErrors.code401 },
  { type: 'api.failed', error: sampleErrors.code505 },
  { type: 'api.failed', error: sampleErrors.code507 },
  { type: 'api.failed', error: sampleErrors.invalidIp },
  { type: 'api.failed', error: sampleErrors.network },
  { type: 'language.switch', language: 'en' },
  { type: 'boot.retry' },
  route('/login', { sp_code: 's', application_key: 'k' }),
  route('/logout'),
  route('/modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }),
  route('/applicationTwoFactor', APPLICATION_QUERY),
  route('/applicationTwoFactor', { purchaseId: 'p1' }),
];

const spies = () => ({
  openStaticPage: vi.fn(),
  navigate: vi.fn(),
  showNotice: vi.fn(),
  clearToken: vi.fn(),
  switchLanguage: vi.fn(),
  storeLoginContext: vi.fn(),
});

// Each child flow has its own model test; here they are fakes that answer with a chosen output.
const provide = (fakes: FakeActors, actions = spies()) =>
  loginOrchestratorMachine.provide({
    actors: fakes.forAll(CHILDREN) as never,
    actions,
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    delays: { chunkLoadTimeout: 60_000 },
  });

// Where the user came from is context, not a state of its own.
const serialize = (s: { value: unknown; context: Record<string, unknown>; status: string }) =>
  JSON.stringify([s.value, { ...s.context, entry: null, tenant: s.context.tenant !== null }, s.status]);

describe('login orchestrator (model-based)', () => {
  const coverage = new CoverageRecorder(loginOrchestratorMachine);
  const cases = [
    inputAt('/login'),
    inputAt('/logout'),
    inputAt('/modifyPassword', { type: 'needModifyPasswordOfFirstLogin' }),
    inputAt('/applicationTwoFactor', APPLICATION_QUERY),
    inputAt('/applicationTwoFactor', { username: 'demo' }),
  ].flatMap((input) =>
    modelPaths(provide(new FakeActors()), { events, serialize, input }).map(
      (p) => [`${input.entry.path}: ${describePath(p)}`, p, input] as const,
    ),
  );

  it.each(cases)('%s', async (_name, path, input) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('login orchestrator effects', () => {
  const ready = async (entry = inputAt('/login')) => {
    const actions = spies();
    const actor = createActor(
      loginOrchestratorMachine.provide({
        actors: { boot: fromPromise(async () => bootOutputs[0]!) } as never,
        actions,
      }),
      { input: entry },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('booting')).toBe(false));
    return { actor, actions };
  };
  const params = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);

  it('opens the static page the boot fell back to', async () => {
    const actions = spies();
    const actor = createActor(
      loginOrchestratorMachine.provide({
        actors: { boot: fromPromise(async () => bootOutputs[3]!) } as never,
        actions,
      }),
      { input: inputAt('/login') },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(params(actions.openStaticPage)).toEqual([{ page: 'enterpriseExpired' }]);
  });

  it('stores the login context a /login URL brings: a service-provider login', async () => {
    const { actions } = await ready(inputAt('/login', { sp_code: 'sp1', application_key: 'app1' }));
    expect(params(actions.storeLoginContext)).toEqual([
      { loginContext: { type: 'IDAAS_SP', spData: { sp_code: 'sp1', application_key: 'app1' } } },
    ]);
  });

  it.each([
    ['HTTP 401', sampleErrors.http401, 'http.401'],
    ['response code 401', sampleErrors.code401, 'code.401'],
  ])('on %s clears the token, tells the user and returns to login', async (_n, error, key) => {
    const { actor, actions } = await ready();
    actor.send({ type: 'api.failed', error });
    expect(actions.clearToken).toHaveBeenCalledOnce();
    expect(params(actions.showNotice)).toEqual([{ notice: { key } }]);
    expect(params(actions.navigate)).toEqual([{ to: '/login' }]);
  });

  it.each([
    ['505', sampleErrors.code505, '/second/auth', 'secondAuth'],
    ['507', sampleErrors.code507, '/modifyPassword', 'modifyPassword'],
    ['InvalidIPAccess', sampleErrors.invalidIp, '/ipAccess', 'signIn'],
  ] as const)('on code %s goes to its page', async (_n, error, to, state) => {
    const { actor, actions } = await ready();
    actor.send({ type: 'api.failed', error });
    expect(params(actions.navigate)).toEqual([{ to }]);
    expect(actor.getSnapshot().matches(state)).toBe(true);
    expect(actions.clearToken).not.toHaveBeenCalled();
  });

  it("sends a service provider's 505 to the second factor with SP_login=true", async () => {
    const { actor, actions } = await ready(inputAt('/login', { sp_code: 'sp1', application_key: 'app1' }));
    actor.send({ type: 'api.failed', error: sampleErrors.code505 });
    expect(params(actions.navigate)).toEqual([{ to: '/second/auth?SP_login=true' }]);
  });

  it('leaves the post-login flow for the page a session call names, so URL and machine agree', async () => {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('boot', true, bootOutputs[0]);
    fakes.settle('passwordLogin', true, { accessToken: 'tok' });
    fakes.settle('loadFlows', true, undefined);
    const actor = createActor(provide(fakes, actions), { input: inputAt('/login') }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ postLogin: 'running' })).toBe(true));
    // The child reports the error, then ends failed: its end must not pull the machine back to login.
    actor.send({ type: 'api.failed', error: sampleErrors.code505 });
    fakes.settle('postLogin', true, { kind: 'failed' });
    // A settled promise actor reports on a later task.
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches('secondAuth')).toBe(true);
    expect(params(actions.navigate)).toEqual([{ to: '/second/auth' }]);
  });

  it.each([
    ['no response', sampleErrors.network, { key: 'network' }],
    ['HTTP 500', sampleErrors.http500, { key: 'http.500' }],
    [
      'a mapped code with a special tip',
      sampleErrors.invalidParameter,
      { key: 'code.InvalidParameter', tip: 'UserName.Exist' },
    ],
  ])('on %s shows the catalogue message', async (_n, error, notice) => {
    const { actor, actions } = await ready();
    actor.send({ type: 'api.failed', error });
    expect(params(actions.showNotice)).toEqual([{ notice }]);
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('does not move an unknown or status route to login at boot', async () => {
    const { actions } = await ready(inputAt('/404'));
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('switches language through its effect', async () => {
    const { actor, actions } = await ready();
    actor.send({ type: 'language.switch', language: 'en' });
    expect(params(actions.switchLanguage)).toEqual([{ language: 'en' }]);
  });

  describe('an application second-factor request', () => {
    const application = {
      type: 'APPLICATION_TWOFACTOR',
      applicationData: { purchaseId: 'p1', state: 'st1', username: 'demo' },
    };

    it('on entry stores the application context, stays on its route and prefills the user', async () => {
      const { actor, actions } = await ready(inputAt('/applicationTwoFactor', APPLICATION_QUERY));
      expect(params(actions.storeLoginContext)).toEqual([{ loginContext: application }]);
      expect(params(actions.navigate)).toEqual([]);
      expect(actor.getSnapshot().children.passwordLogin?.getSnapshot().context.presetUsername).toBe('demo');
    });

    it('on a later visit switches the running login to the application', async () => {
      const { actor, actions } = await ready();
      actor.send(route('/applicationTwoFactor', APPLICATION_QUERY) as never);
      expect(params(actions.storeLoginContext).at(-1)).toEqual({ loginContext: application });
      expect(actor.getSnapshot().context.loginContext).toEqual(application);
    });

    it.each([
      ['answered', { kind: 'left' }],
      ['refused', { kind: 'relogin' }],
      ['failed', { kind: 'failed' }],
    ])('once %s, the request is forgotten: the next login is a plain one', async (_case, outcome) => {
      const fakes = new FakeActors();
      const actions = spies();
      fakes.settle('boot', true, bootOutputs[0]);
      fakes.settle('passwordLogin', true, { accessToken: 'tok' });
      fakes.settle('loadFlows', true, undefined);
      fakes.settle('postLogin', true, outcome);
      const actor = createActor(provide(fakes, actions), {
        input: inputAt('/applicationTwoFactor', APPLICATION_QUERY),
      }).start();
      await vi.waitFor(() =>
        expect(params(actions.storeLoginContext)).toEqual([
          { loginContext: application },
          { loginContext: { type: 'IDAAS' } },
        ]),
      );
      expect(actor.getSnapshot().context.loginContext).toEqual({ type: 'IDAAS' });
    });

    it('says an incomplete request is incomplete and keeps the plain login', async () => {
      const { actor, actions } = await ready(inputAt('/applicationTwoFactor', { purchaseId: 'p1' }));
      expect(params(actions.showNotice)).toEqual([{ notice: { key: 'applicationTwoFactor.incomplete' } }]);
      expect(params(actions.navigate)).toEqual([{ to: '/login' }]);
      expect(actor.getSnapshot().context.loginContext).toEqual({ type: 'IDAAS' });
    });
  });
});
