import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import { LICENSED } from '../../schemas/license-state.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { BootOutput } from '../boot/boot.machine';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { entryPaths } from '../testing/entry-paths';
import { FakeActors } from '../testing/fake-actors';
import { fakeLoadFlow, stepsOf } from '../testing/load-flow-fake';
import { describePath } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';
import { sampleTenant } from '../testing/sample-tenant';
import { type AppInput, appMachine } from './app.machine';
import { FLOW_IDS, type FlowId } from './flow-table';
import { type Location, locate, locationOf } from './route-table';
import type { FlowSamples } from '../shared/flow-samples';

// A tenant that takes registrations, so the model reaches every flow of the table.
const READY: BootOutput = {
  kind: 'ready',
  tenant: { ...sampleTenant, systemSetting: { ...sampleTenant.systemSetting, allowRegister: true } },
};
/** The same tenant booted for a session in another tenant, `demo-branch` (a login across tenants). */
const BRANCH = 'demo-branch';
const READY_BRANCH: BootOutput = { kind: 'ready', tenant: { ...sampleTenant, bootedFor: BRANCH } };
const config = { projectStatus: '', endUser_uri: '/e/', itManager_uri: '/i/', developer_uri: '/d/' };
const SP = { sp_code: 'sp1', application_key: 'app1' };
/** A desktop client's application (SPEC 2: its key holds the plugin user marker). */
const DESKTOP_SP = { sp_code: 'sdp', application_key: 'desk_plugin_sdp_user_1' };
const APPLICATION = { purchaseId: 'p1', state: 'st1', username: 'demo' };

const inputAt = (location: Location, storedToken: string | null = null): AppInput => ({
  entry: location,
  storedLoginContext: { type: 'IDAAS' },
  storedDesktopKey: null,
  storedToken,
  storedTenant: null,
  config,
  mobile: false,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error(`${id} broke`) });
const route = (location: Location) => ({ type: 'route.changed', location });

// Each flow's outputs and routes, from its own folder (machines/<flow>/<flow>.samples.ts).
const SAMPLES = Object.values(
  import.meta.glob<Record<string, FlowSamples>>('../*/*.samples.ts', { eager: true }),
).flatMap((module) => Object.values(module));
const OUTPUTS: Readonly<Record<string, readonly unknown[]>> = Object.assign(
  {},
  ...SAMPLES.map((samples) => samples.outputs),
);
const FLOW_ROUTES = SAMPLES.flatMap((samples) => samples.routes);
/** A flow's `index`th sample output. */
const outputOf = (flow: FlowId, index: number): unknown => {
  const output = OUTPUTS[flow]?.[index];
  if (output === undefined) throw new Error(`no sample output ${index} of ${flow}`);
  return output;
};

/** The steps of the flow the app is loading, if it is loading one. */
const loadingSteps = (snapshot: AnyMachineSnapshot) => stepsOf(snapshot.context.activity);

const events = (snapshot: AnyMachineSnapshot) => [
  done('boot', READY),
  done('boot', READY_BRANCH),
  done('boot', { kind: 'fallback', page: 'enterpriseExpired' }),
  done('boot', { kind: 'unknownTenant' }),
  failed('boot'),
  // The flow's code brings its steps: the real ones, as src/ loads them.
  done('loadFlow', loadingSteps(snapshot)),
  failed('loadFlow'),
  ...afterEvents(snapshot),
  ...FLOW_IDS.flatMap((flow) => [...(OUTPUTS[flow] ?? []).map((output) => done(flow, output)), failed(flow)]),
  // An output that is not the flow's: a bug the app survives.
  done('postLogin', { kind: 'nonsense' }),
  { type: 'api.failed', error: sampleErrors.code401 },
  { type: 'api.failed', error: sampleErrors.code505 },
  { type: 'api.failed', error: sampleErrors.code507 },
  { type: 'api.failed', error: sampleErrors.invalidIp },
  { type: 'api.failed', error: sampleErrors.network },
  { type: 'api.answered' },
  { type: 'language.switch', language: 'en' },
  { type: 'desktop.back', installPage: '/install/' },
  { type: 'application.confirmed', applicationKey: DESKTOP_SP.application_key },
  route(locationOf('applicationDisabled')),
  route(locationOf('applicationNoPermission')),
  ...FLOW_ROUTES.map(({ path, search }) => route(locate(path, search ?? {}))),
];

const spies = () => ({
  openStaticPage: vi.fn(),
  showNotice: vi.fn(),
  dismissNotice: vi.fn(),
  persistSession: vi.fn(),
  storeLoginContext: vi.fn(),
  storeDesktopKey: vi.fn(),
  openDesktopInstallPage: vi.fn(),
  switchLanguage: vi.fn(),
  goBack: vi.fn(),
});

// Each flow has its own model test; here they are fakes that answer with a chosen output.
const provide = (fakes: FakeActors, actions = spies()) =>
  appMachine.provide({
    actors: {
      ...fakes.forAll(['boot', ...FLOW_IDS]),
      loadFlow: fakeLoadFlow(fakes),
    } as never,
    actions,
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    delays: { chunkLoadTimeout: 60_000, backFallback: 60_000 },
  });

// What the app does and where, not the sample data it carries.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.activity.kind === 'flow' ? s.context.activity.flow : s.context.activity.kind,
    s.context.location,
    s.context.session !== null,
    s.context.session?.enterpriseId ?? null,
    s.context.loginContext.type,
    s.status,
  ]);

describe('the flows’ samples', () => {
  it('has outputs for every flow of the table, and routes that are theirs', () => {
    expect(Object.keys(OUTPUTS).sort()).toEqual([...FLOW_IDS].sort());
    for (const { path, search } of FLOW_ROUTES)
      expect(locate(path, search ?? {}).route, path).not.toBe('notFound');
  });
});

describe('app machine (model-based)', () => {
  const coverage = new CoverageRecorder(appMachine);
  // Each entry reaches the others' states within a few steps: walked on its own, each walked the whole model
  // again (6317 paths); an entry now adds what only it reaches.
  const entries = [
    inputAt(locationOf('signIn')),
    inputAt(locationOf('modifyPassword', { type: 'needModifyPasswordOfFirstLogin' }), 'stored'),
    inputAt(locationOf('modifyPassword')),
    inputAt(locationOf('applicationTwoFactor', { purchaseId: 'p1' })),
    inputAt(locationOf('notFound')),
  ];
  const cases = entryPaths(provide(new FakeActors()), entries, { events, serialize }).map(
    ({ input, path }) => [`${input.entry.route}: ${describePath(path)}`, path, input] as const,
  );

  it.each(cases)('%s', async (_name, path, input) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('app machine effects', () => {
  const params = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);
  const tick = () => new Promise((resolve) => setTimeout(resolve));

  /** Starts the app at `entry`; each fake answers as soon as it runs, in the order given for repeated ids. */
  async function run(
    entry: Location,
    answers: [id: string, output: unknown][] = [],
    storedToken: string | null = null,
  ) {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('boot', true, READY);
    const actor = createActor(provide(fakes, actions), { input: inputAt(entry, storedToken) }).start();
    for (const [id, output] of answers) {
      await tick();
      if (id === 'loadFlow') fakes.settle(id, true, undefined);
      else fakes.settle(id, true, output);
    }
    await tick();
    return { actor, actions, fakes, context: () => actor.getSnapshot().context };
  }
  const load = ['loadFlow', undefined] as [string, unknown];
  const signedIn: [string, unknown][] = [load, ['signIn', outputOf('signIn', 0)], load];

  it('opens the static page the boot fell back to', async () => {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('boot', true, { kind: 'fallback', page: 'ipAccess' });
    const actor = createActor(provide(fakes, actions), { input: inputAt(locationOf('signIn')) }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(params(actions.openStaticPage)).toEqual([{ page: 'ipAccess' }]);
  });

  it("a stored session of another tenant leaves the login page the default tenant's", async () => {
    const fakes = new FakeActors();
    fakes.settle('boot', true, READY);
    const input = { ...inputAt(locationOf('signIn'), 'stored'), storedTenant: BRANCH };
    const actor = createActor(provide(fakes), { input }).start();
    await tick();
    fakes.settle('loadFlow', true, undefined);
    await tick();
    expect(fakes.inputs('boot')).toEqual([{ enterpriseId: null }]);
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('leaving for the portal from a session of another tenant boots nothing', async () => {
    const { actor, fakes } = await run(locationOf('signIn'), [load, ['signIn', outputOf('signIn', 1)]]);
    fakes.settle('boot', true, READY_BRANCH);
    await tick();
    fakes.settle('loadFlow', true, undefined);
    await tick();
    fakes.settle('postLogin', true, { kind: 'left' });
    await tick();
    expect(actor.getSnapshot().value).toBe('left');
    expect(fakes.inputs('boot')).toEqual([{ enterpriseId: null }, { enterpriseId: BRANCH }]);
  });

  it('a URL changed while the session tenant boots wins over the step waiting for it', async () => {
    const { actor, fakes, context } = await run(locationOf('signIn'), [
      load,
      ['signIn', outputOf('signIn', 1)],
    ]);
    expect(context().activity).toMatchObject({ kind: 'boot', then: { to: 'postLogin' } });
    actor.send(route(locationOf('register')) as never);
    fakes.settle('boot', true, READY_BRANCH);
    await tick();
    // Registration runs in the default tenant: booted again for it, then shown.
    expect(fakes.inputs('boot').at(-1)).toEqual({ enterpriseId: null });
    fakes.settle('boot', true, READY);
    await tick();
    expect(context().activity).toMatchObject({ kind: 'flow', flow: 'register' });
  });

  it("boots a token's other tenant before going on, and the default again when that session ends", async () => {
    const { actor, actions, fakes, context } = await run(locationOf('signIn'), [
      load,
      ['signIn', outputOf('signIn', 1)],
    ]);
    // The token is kept with its tenant; the page boots that tenant, post-login waits.
    expect(params(actions.persistSession)).toEqual([
      { session: { accessToken: 'tok', authType: ADAPTERS.password, enterpriseId: BRANCH } },
    ]);
    expect(actor.getSnapshot().value).toBe('booting');
    expect(fakes.inputs('boot').at(-1)).toEqual({ enterpriseId: BRANCH });
    fakes.settle('boot', true, READY_BRANCH);
    await tick();
    expect(context().tenant?.bootedFor).toBe(BRANCH);
    expect(context().activity).toMatchObject({ kind: 'flow', flow: 'postLogin' });
    // The session ends (signed out by a 401): the default tenant boots again for the login page.
    actor.send({ type: 'api.failed', error: sampleErrors.code401 });
    expect(actor.getSnapshot().value).toBe('booting');
    expect(fakes.inputs('boot').at(-1)).toEqual({ enterpriseId: null });
    fakes.settle('boot', true, READY);
    await tick();
    expect(context().activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('a stored session whose tenant is gone ends, says so, and the default tenant boots', async () => {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('boot', true, { kind: 'unknownTenant' });
    const input = { ...inputAt(locationOf('modifyPassword'), 'stored'), storedTenant: 'gone' };
    const actor = createActor(provide(fakes, actions), { input }).start();
    await tick();
    expect(fakes.inputs('boot')[0]).toEqual({ enterpriseId: 'gone' });
    expect(params(actions.persistSession)).toEqual([{ session: null }]);
    expect(params(actions.showNotice)).toEqual([{ notice: { key: 'session.tenantGone' } }]);
    fakes.settle('boot', true, READY);
    await tick();
    expect(fakes.inputs('boot').at(-1)).toEqual({ enterpriseId: null });
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('follows a URL changed during boot once the tenant is known', async () => {
    const fakes = new FakeActors();
    const actor = createActor(provide(fakes), { input: inputAt(locationOf('signIn')) }).start();
    actor.send(route(locationOf('logout')) as never);
    fakes.settle('boot', true, READY);
    await tick();
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'logout' });
  });

  it('ignores a URL that names where it already is: its own navigation never restarts a flow', async () => {
    const { actor, fakes } = await run(
      locationOf('modifyPassword', { type: 'needModifyPasswordOfFirstLogin' }),
      [load],
      'stored',
    );
    const child = actor.getSnapshot().children.modifyPassword;
    actor.send(route(locationOf('modifyPassword', { type: 'needModifyPasswordOfFirstLogin' })) as never);
    await tick();
    expect(actor.getSnapshot().children.modifyPassword).toBe(child);
    expect(fakes.inputs('modifyPassword')).toHaveLength(1);
    expect(fakes.inputs('loadFlow')).toHaveLength(1);
  });

  it('a step back asks the browser for its Back, then follows the URL it shows', async () => {
    const { actor, actions } = await run(
      locationOf('loginAccess', SP),
      [load, ['loginAccess', { kind: 'back' }]],
      'stored',
    );
    expect(actions.goBack).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('goingBack');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(route(locationOf('modifyPassword', { type: 'needModifyPasswordOfFirstLogin' })) as never);
    await tick();
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'modifyPassword' });
  });

  it('goes where a URL that names somewhere else says: the back button, a deep link', async () => {
    const { actor } = await run(locationOf('signIn'), [load]);
    actor.send(route(locationOf('signIn', SP)) as never);
    await tick();
    expect(actor.getSnapshot().context.location).toEqual(locationOf('signIn', SP));
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn', params: SP });
  });

  it('after a token, stores it and the login context, then runs the post-login flow on the same page', async () => {
    const { context, actions, fakes } = await run(
      locationOf('signIn', { ...SP, otherParams: 'x=1' }),
      signedIn,
    );
    expect(params(actions.persistSession)).toEqual([
      { session: { accessToken: 'tok', authType: ADAPTERS.password } },
    ]);
    expect(params(actions.storeLoginContext)).toEqual([{ loginContext: { type: 'IDAAS_SP', spData: SP } }]);
    expect(context().location).toEqual(locationOf('signIn', { ...SP, otherParams: 'x=1' }));
    expect(fakes.inputs('postLogin')).toEqual([
      {
        accessToken: 'tok',
        loginContext: { type: 'IDAAS_SP', spData: SP },
        config,
        loginParams: 'x=1',
        secondFactorPassed: false,
        authType: ADAPTERS.password,
        // The booted tenant's settings name no license: a licensed instance.
        license: LICENSED,
      },
    ]);
  });

  it('keeps nothing of a login that never got a token (an unknown application)', async () => {
    const { context, actions } = await run(locationOf('signIn', { sp_code: 'evil', application_key: 'x' }), [
      load,
      ['signIn', { kind: 'plainLogin' }],
    ]);
    expect(actions.storeLoginContext).not.toHaveBeenCalled();
    expect(actions.persistSession).not.toHaveBeenCalled();
    expect(context().location).toEqual(locationOf('signIn'));
  });

  it.each([
    [
      { kind: 'modifyPassword', type: 'needModifyPasswordOfPwdExpire' },
      locationOf('modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }),
    ],
    [{ kind: 'noPermission' }, locationOf('applicationNoPermission')],
  ])('after post-login %j goes to %j, the session kept', async (outcome, location) => {
    const { context, actions } = await run(locationOf('signIn'), [...signedIn, ['postLogin', outcome]]);
    expect(context().location).toEqual(location);
    expect(params(actions.persistSession)).toHaveLength(1);
  });

  it.each([
    [false, locationOf('secondFactor')],
    [true, locationOf('secondFactor', { SP_login: 'true' })],
  ])(
    'sends a login owing the second factor (provider %s) to /second/auth, the session kept',
    async (sp, at) => {
      const { context, actions } = await run(locationOf('signIn'), [
        ...signedIn,
        ['postLogin', { kind: 'secondAuth', sp }],
      ]);
      expect(context().location).toEqual(at);
      expect(context().session).toEqual({ accessToken: 'tok', authType: ADAPTERS.password });
      expect(actions.showNotice).not.toHaveBeenCalled();
    },
  );

  it('goes on after the second factor as after a password, and back to the login when it did not pass', async () => {
    const toFactor: [string, unknown][] = [
      ...signedIn,
      ['postLogin', { kind: 'secondAuth', sp: false }],
      load,
    ];
    const passed = await run(locationOf('signIn'), [...toFactor, ['secondFactor', { kind: 'passed' }]]);
    expect(passed.context().activity).toEqual({
      kind: 'flow',
      flow: 'postLogin',
      params: { loginParams: undefined, secondFactorPassed: true },
    });
    const gaveUp = await run(locationOf('signIn'), [...toFactor, ['secondFactor', { kind: 'relogin' }]]);
    expect(gaveUp.context().location).toEqual(locationOf('signIn'));
    expect(params(gaveUp.actions.persistSession).at(-1)).toEqual({ session: null });
  });

  it.each(['relogin', 'failed'])(
    "after an application's login ended (%s), shows that application's login again, without the session",
    async (kind) => {
      const { context, actions } = await run(locationOf('applicationTwoFactor', APPLICATION), [
        load,
        ['applicationTwoFactor', outputOf('applicationTwoFactor', 0)],
        load,
        ['postLogin', { kind }],
      ]);
      expect(context().location).toEqual(locationOf('applicationTwoFactor', APPLICATION));
      expect(context().session).toBeNull();
      expect(params(actions.persistSession).at(-1)).toEqual({ session: null });
    },
  );

  it('forgets an application request once the browser leaves with its answer', async () => {
    const { actor, actions } = await run(locationOf('applicationTwoFactor', APPLICATION), [
      load,
      ['applicationTwoFactor', outputOf('applicationTwoFactor', 0)],
      load,
      ['postLogin', { kind: 'left' }],
    ]);
    expect(params(actions.storeLoginContext).at(-1)).toEqual({ loginContext: { type: 'IDAAS' } });
    expect(actor.getSnapshot().status).toBe('done');
  });

  describe('desktop-client mode (SPEC 2)', () => {
    const confirmed = { type: 'application.confirmed', applicationKey: DESKTOP_SP.application_key } as const;

    it('starts once the tenant confirms the desktop key, not before; the same key again changes nothing', async () => {
      const { actor, actions, context } = await run(locationOf('signIn', DESKTOP_SP), [load]);
      expect(context().desktopKey).toBeNull();
      expect(actions.storeDesktopKey).not.toHaveBeenCalled();
      // Another application's confirmation is not this login's.
      actor.send({ type: 'application.confirmed', applicationKey: 'other_plugin_sdp_user' });
      expect(context().desktopKey).toBeNull();
      actor.send(confirmed);
      expect(context().desktopKey).toBe(DESKTOP_SP.application_key);
      actor.send(confirmed);
      expect(params(actions.storeDesktopKey)).toEqual([{ desktopKey: DESKTOP_SP.application_key }]);
    });

    it('is not started by a key that is not a desktop key, or on a plain login', async () => {
      const plain = await run(locationOf('signIn'), [load]);
      plain.actor.send(confirmed);
      const provider = await run(locationOf('signIn', SP), [load]);
      provider.actor.send({ type: 'application.confirmed', applicationKey: SP.application_key });
      for (const { context, actions } of [plain, provider]) {
        expect(context().desktopKey).toBeNull();
        expect(actions.storeDesktopKey).not.toHaveBeenCalled();
      }
    });

    it('keeps a confirmed key across a plain login; another provider ends it', async () => {
      const { actor, actions, context } = await run(locationOf('signIn', DESKTOP_SP), [load]);
      actor.send(confirmed);
      expect(context().desktopKey).toBe(DESKTOP_SP.application_key);
      expect(params(actions.storeDesktopKey)).toEqual([{ desktopKey: DESKTOP_SP.application_key }]);
      actor.send(route(locationOf('resetPassword')) as never);
      await tick();
      actor.send(route(locationOf('signIn')) as never);
      await tick();
      expect(context().desktopKey).toBe(DESKTOP_SP.application_key);
      actor.send(route(locationOf('signIn', SP)) as never);
      await tick();
      expect(context().desktopKey).toBeNull();
      expect(params(actions.storeDesktopKey).at(-1)).toEqual({ desktopKey: null });
    });

    it("keeps the tab's stored key on a plain login", async () => {
      const fakes = new FakeActors();
      const actions = spies();
      fakes.settle('boot', true, READY);
      const input = { ...inputAt(locationOf('signIn')), storedDesktopKey: 'k_plugin_sdp_user' };
      const actor = createActor(provide(fakes, actions), { input }).start();
      await tick();
      expect(actor.getSnapshot().context.desktopKey).toBe('k_plugin_sdp_user');
      expect(actions.storeDesktopKey).not.toHaveBeenCalled();
    });

    it("the back arrow leaves the login for the client's install page", async () => {
      const { actor, actions } = await run(locationOf('signIn', DESKTOP_SP), [load]);
      actor.send(confirmed);
      actor.send({ type: 'desktop.back', installPage: '/install/' });
      expect(params(actions.openDesktopInstallPage)).toEqual([{ url: '/install/' }]);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it("logs out from the disabled application's page", async () => {
      const { actor, actions, context } = await run(locationOf('applicationDisabled'), [], 'stored');
      actor.send({ type: 'desktop.back', installPage: '/install/' });
      await tick();
      expect(context().activity).toMatchObject({ kind: 'flow', flow: 'logout' });
      expect(context().location).toEqual(locationOf('logout'));
      expect(actions.openDesktopInstallPage).not.toHaveBeenCalled();
    });

    it('is held during the second factor and the set-up after the password, as Back is', async () => {
      const factor = await run(locationOf('signIn'), [
        ...signedIn,
        ['postLogin', { kind: 'secondAuth', sp: false }],
        load,
      ]);
      factor.actor.send({ type: 'desktop.back', installPage: '/install/' });
      await tick();
      expect(factor.context().activity).toMatchObject({ kind: 'flow', flow: 'secondFactor' });
      const setUp = await run(locationOf('signIn'), signedIn);
      setUp.actor.send({ type: 'desktop.back', installPage: '/install/' });
      await tick();
      expect(setUp.context().activity).toMatchObject({ kind: 'flow', flow: 'postLogin' });
      for (const { actions } of [factor, setUp]) {
        expect(actions.goBack).not.toHaveBeenCalled();
        expect(actions.openDesktopInstallPage).not.toHaveBeenCalled();
      }
    });

    it('waits for the tenant while the page boots', () => {
      const actions = spies();
      const input = { ...inputAt(locationOf('resetPassword')), storedDesktopKey: 'k_plugin_sdp_user' };
      const actor = createActor(provide(new FakeActors(), actions), { input }).start();
      actor.send({ type: 'desktop.back', installPage: '/install/' });
      expect(actor.getSnapshot().value).toBe('booting');
      expect(actions.goBack).not.toHaveBeenCalled();
    });

    it('goes back a page anywhere else', async () => {
      const { actor, actions, context } = await run(locationOf('resetPassword'), [load]);
      actor.send({ type: 'desktop.back', installPage: '/install/' });
      await tick();
      expect(actions.goBack).toHaveBeenCalledTimes(1);
      expect(context().activity).toEqual({ kind: 'back' });
    });
  });

  it('says an incomplete application request is incomplete and shows the plain login', async () => {
    const { context, actions } = await run(locationOf('applicationTwoFactor', { purchaseId: 'p1' }));
    expect(params(actions.showNotice)).toEqual([{ notice: { key: 'applicationTwoFactor.incomplete' } }]);
    expect(context().location).toEqual(locationOf('signIn'));
  });

  it('sends an anonymous visitor of the password change to the login page', async () => {
    const { context } = await run(locationOf('modifyPassword', { type: 'needModifyPasswordOfPwdExpire' }));
    expect(context().location).toEqual(locationOf('signIn'));
  });

  it('gives the password change the stored session and its type', async () => {
    const { fakes } = await run(
      locationOf('modifyPassword', { type: 'needModifyPasswordOfFirstLogin' }),
      [load],
      'stored',
    );
    expect(fakes.inputs('modifyPassword')).toEqual([
      expect.objectContaining({
        type: 'needModifyPasswordOfFirstLogin',
        accessToken: 'stored',
        enterpriseId: 'demo',
      }),
    ]);
  });

  it('logs out without a session too, and ends on the login page with nothing stored', async () => {
    const { context, fakes, actions } = await run(locationOf('logout'), [
      load,
      ['logout', { kind: 'login' }],
    ]);
    expect(fakes.inputs('logout')).toEqual([{ oldAccessToken: undefined, accessToken: null }]);
    expect(params(actions.persistSession)).toEqual([{ session: null }]);
    expect(context().location).toEqual(locationOf('signIn'));
  });

  it.each([
    ['HTTP 401', sampleErrors.http401, { key: 'http.401' }],
    ['response code 401', sampleErrors.code401, { key: 'code.401' }],
  ])(
    'on %s ends the session, says so and shows the login of the login under way',
    async (_n, error, notice) => {
      const { actor, actions } = await run(locationOf('signIn', SP), [load]);
      actor.send({ type: 'api.failed', error });
      expect(params(actions.showNotice)).toEqual([{ notice }]);
      expect(params(actions.persistSession)).toEqual([{ session: null }]);
      expect(actor.getSnapshot().context.location).toEqual(locationOf('signIn', SP));
    },
  );

  it.each([
    ['507', sampleErrors.code507, locationOf('modifyPassword')],
    ['InvalidIPAccess', sampleErrors.invalidIp, locationOf('ipAccess')],
  ])('on code %s goes to its page', async (_n, error, location) => {
    const { actor, actions } = await run(locationOf('signIn'), [load], 'stored');
    actor.send({ type: 'api.failed', error });
    expect(actor.getSnapshot().context.location).toEqual(location);
    expect(actions.persistSession).not.toHaveBeenCalled();
  });

  it('takes the network failure’s toast down once the server answers again, and nothing else', async () => {
    const { actor, actions } = await run(locationOf('signIn'), [load]);
    actor.send({ type: 'api.failed', error: sampleErrors.network });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'api.answered' });
    expect(params(actions.dismissNotice)).toEqual([{ notice: { key: 'network' } }]);
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('on code 505 asks the second factor of the session, and sends a visitor without one to the login', async () => {
    const stored = await run(locationOf('signIn'), [load], 'stored');
    stored.actor.send({ type: 'api.failed', error: sampleErrors.code505 });
    expect(stored.context().location).toEqual(locationOf('secondFactor'));
    expect(stored.actions.persistSession).not.toHaveBeenCalled();
    const anonymous = await run(locationOf('signIn'), [load]);
    anonymous.actor.send({ type: 'api.failed', error: sampleErrors.code505 });
    expect(anonymous.context().location).toEqual(locationOf('signIn'));
  });

  it('leaves the post-login flow for the step a session call names, even as the flow then fails', async () => {
    const { actor, fakes } = await run(locationOf('signIn'), signedIn);
    // The child reports the error, then ends failed: its end must not pull the app back to login.
    actor.send({ type: 'api.failed', error: sampleErrors.code507 });
    fakes.settle('postLogin', true, { kind: 'failed' });
    await tick();
    expect(actor.getSnapshot().context.location).toEqual(locationOf('modifyPassword'));
  });

  it.each([
    ['no response', sampleErrors.network, { key: 'network' }],
    ['HTTP 500', sampleErrors.http500, { key: 'http.500' }],
    [
      'a mapped code with a special tip',
      sampleErrors.invalidParameter,
      { key: 'code.InvalidParameter', tip: 'UserName.Exist' },
    ],
  ])('on %s only shows the catalogue message', async (_n, error, notice) => {
    const { actor, actions } = await run(locationOf('signIn'), [load]);
    const child = actor.getSnapshot().children.signIn;
    actor.send({ type: 'api.failed', error });
    expect(params(actions.showNotice)).toEqual([{ notice }]);
    expect(actor.getSnapshot().children.signIn).toBe(child);
  });

  it("says when a flow's code does not arrive, and keeps the session unless the flow was to end it", async () => {
    const fakes = new FakeActors();
    const actions = spies();
    fakes.settle('boot', true, READY);
    fakes.settle('loadFlow', false, new Error('chunk failed'));
    const actor = createActor(provide(fakes, actions), {
      input: inputAt(locationOf('logout'), 'stored'),
    }).start();
    await tick();
    expect(params(actions.showNotice)).toEqual([{ notice: { key: 'flowUnavailable' } }]);
    expect(params(actions.persistSession)).toEqual([{ session: null }]);
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('recovers at the login page from a flow that breaks, or ends with what is not its output', async () => {
    const broken = await run(locationOf('signIn'), signedIn);
    broken.fakes.settle('postLogin', false, new Error('bug'));
    await tick();
    expect(params(broken.actions.showNotice)).toEqual([{ notice: { key: 'unexpected' } }]);
    const odd = await run(locationOf('signIn'), [...signedIn, ['postLogin', { kind: 'nonsense' }]]);
    expect(params(odd.actions.showNotice)).toEqual([{ notice: { key: 'unexpected' } }]);
    expect(odd.context().activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('goes back to boot when the sign-in flow asks for the tenant again', async () => {
    const { actor, fakes } = await run(locationOf('signIn'), [load, ['signIn', { kind: 'reboot' }]]);
    expect(actor.getSnapshot().value).toBe('booting');
    fakes.settle('boot', true, READY);
    await tick();
    expect(actor.getSnapshot().context.activity).toMatchObject({ kind: 'flow', flow: 'signIn' });
  });

  it('switches language through its effect', async () => {
    const { actor, actions } = await run(locationOf('signIn'));
    actor.send({ type: 'language.switch', language: 'en' });
    expect(params(actions.switchLanguage)).toEqual([{ language: 'en' }]);
  });
});
