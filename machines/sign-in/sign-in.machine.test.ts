import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor } from 'xstate';
import type { AdapterList } from '../../schemas/boot.schema';
import type { LoginContext } from '../../schemas/login-context.schema';
import { ADAPTERS } from '../../schemas/spec-constants';
import type { TenantData } from '../shared/tenant-data';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';
import { LOGIN_TYPE_KEYS } from './login-types';
import { type SignInInput, loginTypeFailed, signInMachine } from './sign-in.machine';

const adapter = (enterpriseAuthId: string) => ({
  enterpriseAuthId,
  name: enterpriseAuthId,
  display: true,
  clientDevices: ['PC_BROWSER' as const],
  compositeAuthenticate: false,
});
const list = (over: Partial<AdapterList> = {}): AdapterList => ({
  list: [
    adapter(ADAPTERS.password),
    adapter(ADAPTERS.mobilePhoneToken),
    adapter(ADAPTERS.ldap),
    adapter(ADAPTERS.scanCode),
    adapter(ADAPTERS.usbKey),
    adapter(ADAPTERS.dingtalk),
    adapter(ADAPTERS.wechat),
    adapter(ADAPTERS.wechatEnterprise),
    adapter(ADAPTERS.alilang),
  ],
  appSecurityLevel: 5,
  noSecurityAuth: false,
  ...over,
});
// The embedded QR sources' tabs: a tenant of their own keeps the model's regions (and paths) few.
const EMBEDDED_TYPES = [
  { key: ADAPTERS.password, name: '密码' },
  { key: ADAPTERS.dingtalk, name: '钉钉' },
  { key: ADAPTERS.wechat, name: '微信' },
  { key: ADAPTERS.wechatEnterprise, name: '企业微信' },
];
// Alilang's tab, whose login type may end with a binding to make.
const ALILANG_TYPES = [
  { key: ADAPTERS.password, name: '密码' },
  { key: ADAPTERS.alilang, name: '阿里郎' },
];
const withTypes = (base: TenantData, loginTypeList: TenantData['pageConfig']['loginTypeList']) => ({
  ...base,
  pageConfig: { ...base.pageConfig, loginTypeList },
});
const tenant = (adapters: AdapterList | null): TenantData => ({
  bootedFor: null,
  preLogin: { clientId: 'c', instanceId: 'i' },
  enterprise: { enterpriseId: 'demo', name: '演示' },
  idpInfo: null,
  systemSetting: null,
  sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
  adapters,
  pageConfig: {
    ...({} as TenantData['pageConfig']),
    loginTypeList: [
      { key: ADAPTERS.password, name: '密码' },
      { key: ADAPTERS.mobilePhoneToken, name: '短信' },
      { key: ADAPTERS.ldap, name: 'LDAP' },
      { key: ADAPTERS.scanCode, name: '扫码' },
      { key: ADAPTERS.usbKey, name: '证书' },
    ],
    showOtherLoginType: true,
  },
  dingTalkPlugins: [],
  failed: adapters ? [] : ['loadAuths'],
});
const SP: LoginContext = { type: 'IDAAS_SP', spData: { sp_code: 'sp1', application_key: 'app1' } };
const APPLICATION: LoginContext = {
  type: 'APPLICATION_TWOFACTOR',
  applicationData: { purchaseId: 'p1', state: 's1', username: 'demo' },
};
const input = (over: Partial<SignInInput> = {}): SignInInput => ({
  tenant: tenant(list()),
  loginContext: { type: 'IDAAS' },
  mobile: false,
  urlAdapter: null,
  ...over,
});

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const CHILDREN = [
  'applicationLoginTypes',
  'applicationAuthType',
  'prepareLoginType',
  ...LOGIN_TYPE_KEYS,
] as const;

/** The login types whose tab has shown: their region of `open` has left `idle`. */
const opened = (snapshot: AnyMachineSnapshot): string[] => {
  const open = (snapshot.value as { open?: Record<string, string> }).open ?? {};
  return Object.keys(open).filter((key) => open[key] !== 'idle');
};
// Each tab is a region that reads nothing of the others but which tab shows. Any subset of the tabs opened in
// any state made its own state (3^n, 1531 paths); the model opens two at most, the first and any other, and goes
// back and forth between them, which reaches every tab's states and transitions and a tab left running.
const selections = (snapshot: AnyMachineSnapshot) => {
  const shown = opened(snapshot);
  const keys = shown.length < 2 ? [...LOGIN_TYPE_KEYS, 'not_offered'] : [...shown, 'not_offered'];
  return keys.map((key) => ({ type: 'loginType.select', key }));
};

const events = (snapshot: AnyMachineSnapshot) => [
  done('applicationLoginTypes', list()),
  done('applicationLoginTypes', list({ list: [], noSecurityAuth: true })),
  failed('applicationLoginTypes', sampleErrors.unknownApplication),
  failed('applicationLoginTypes', sampleErrors.network),
  done('applicationAuthType', { authType: 'password' }),
  done('applicationAuthType', { authType: 'otp' }),
  failed('applicationAuthType', sampleErrors.unknownApplication),
  failed('applicationAuthType', sampleErrors.network),
  { type: 'signIn.retry' },
  { type: 'loginType.retry' },
  { type: 'application.leave' },
  ...selections(snapshot),
  ...LOGIN_TYPE_KEYS.flatMap((key) => [
    done(`prepare:${key}`, undefined),
    failed(`prepare:${key}`, sampleErrors.network),
    done(key, { kind: 'token', accessToken: 'tok', authType: key }),
    failed(key, new Error('bug')),
  ]),
  done(ADAPTERS.alilang, { kind: 'binding', adapter: 'alilang', uuid: 'u1' }),
  done(ADAPTERS.password, { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' }),
  done(ADAPTERS.password, { kind: 'chainStep', handover: CHAIN_HANDOVER }),
];

/** A chain's first step, passed (issue 15). */
const CHAIN_HANDOVER = {
  code: 'chain-code-1',
  first: true as const,
  enterpriseAuthId: ADAPTERS.password,
  step: { auth: true, done: false },
};

const provide = (fakes: FakeActors) =>
  signInMachine.provide({ actors: fakes.forAll(CHILDREN) as never, actions: { reportError: () => {} } });

describe('sign-in (model-based)', () => {
  const coverage = new CoverageRecorder(signInMachine);
  const cases = [
    input(),
    input({ tenant: tenant(null) }),
    input({ tenant: tenant(list({ noSecurityAuth: true })) }),
    input({ loginContext: SP }),
    input({ loginContext: APPLICATION }),
    input({ tenant: withTypes(tenant(list()), EMBEDDED_TYPES) }),
    input({ tenant: withTypes(tenant(list()), ALILANG_TYPES) }),
  ].flatMap((given) =>
    modelPaths(provide(new FakeActors()), { events, input: given }).map(
      (path) => [`${given.loginContext.type}: ${describePath(path)}`, path, given] as const,
    ),
  );

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input: given });
  });

  afterAll(() => coverage.expectComplete());
});

describe('sign-in effects', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve));
  // Every login type's code is at hand (settled before it is asked for), unless a test says otherwise.
  const start = (given: SignInInput, fakes = new FakeActors(), ready = true) => {
    if (ready) for (const key of LOGIN_TYPE_KEYS) fakes.settle(`prepare:${key}`, true, undefined);
    const actor = createActor(provide(fakes), { input: given }).start();
    return { actor, fakes };
  };

  it('prepares a login type the first time its tab shows, then runs it; a failed download waits in its tab for a retry', async () => {
    const { actor, fakes } = start(input(), new FakeActors(), false);
    expect(fakes.inputs(`prepare:${ADAPTERS.password}`)).toEqual([ADAPTERS.password]);
    expect(fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toEqual([]);
    fakes.settle(`prepare:${ADAPTERS.password}`, true, undefined);
    await tick();
    expect(fakes.inputs(ADAPTERS.password)).toHaveLength(1);
    actor.send({ type: 'loginType.select', key: ADAPTERS.mobilePhoneToken });
    expect(fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toEqual([ADAPTERS.mobilePhoneToken]);
    expect(fakes.inputs(ADAPTERS.mobilePhoneToken)).toEqual([]);
    fakes.settle(`prepare:${ADAPTERS.mobilePhoneToken}`, false, sampleErrors.network);
    await tick();
    expect(loginTypeFailed(actor.getSnapshot(), ADAPTERS.mobilePhoneToken)).toBe(true);
    // The password tab goes on running, and is not retried by the SMS tab's retry.
    expect(actor.getSnapshot().matches({ open: { [ADAPTERS.password]: 'running' } })).toBe(true);
    actor.send({ type: 'loginType.select', key: ADAPTERS.password });
    actor.send({ type: 'loginType.retry' });
    expect(fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toHaveLength(1);
    // Back on the SMS tab, its retry prepares it again, and the page stays on it.
    actor.send({ type: 'loginType.select', key: ADAPTERS.mobilePhoneToken });
    actor.send({ type: 'loginType.retry' });
    expect(fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toHaveLength(2);
    fakes.settle(`prepare:${ADAPTERS.mobilePhoneToken}`, true, undefined);
    await tick();
    expect(fakes.inputs(ADAPTERS.mobilePhoneToken)).toHaveLength(1);
    expect(actor.getSnapshot().context.active).toBe(ADAPTERS.mobilePhoneToken);
  });

  it('opens on the chosen login type and runs it with the tenant’s key and ids', async () => {
    const { actor, fakes } = start(input());
    await tick();
    expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
    expect(fakes.inputs(ADAPTERS.password)).toEqual([
      {
        enterpriseAuthId: ADAPTERS.password,
        sm2Key: { code: 'k', publicKey: `04${'a'.repeat(128)}` },
        clientId: 'c',
        enterpriseId: 'demo',
        presetUsername: null,
        mobile: false,
        loginContext: { type: 'IDAAS' },
        grant: { kind: 'plain' },
      },
    ]);
  });

  it('checks the password across the tenants only on the plain login page of an instance that says so', async () => {
    const global = (base: TenantData): TenantData => ({ ...base, systemSetting: { globalLogin: true } });
    const plain = start(input({ tenant: global(tenant(list())) }));
    await tick();
    expect(plain.fakes.inputs(ADAPTERS.password)).toEqual([
      expect.objectContaining({ grant: { kind: 'instanceWide' } }),
    ]);
    const provider = start(input({ tenant: global(tenant(list())), loginContext: SP }));
    provider.fakes.settle('applicationLoginTypes', true, list());
    await tick();
    expect(provider.fakes.inputs(ADAPTERS.password)).toEqual([
      expect.objectContaining({ grant: { kind: 'plain' } }),
    ]);
  });

  it('makes the login of an adapter that starts a composite chain its first step, on one tenant only', async () => {
    const chained = list({
      list: [
        { ...adapter(ADAPTERS.password), compositeAuthenticate: true },
        adapter(ADAPTERS.mobilePhoneToken),
      ],
    });
    const base = tenant(chained);
    const { actor, fakes } = start(input({ tenant: { ...base, systemSetting: { globalLogin: true } } }));
    await tick();
    expect(fakes.inputs(ADAPTERS.password)).toEqual([
      expect.objectContaining({ grant: { kind: 'chainStart' } }),
    ]);
    actor.send({ type: 'loginType.select', key: ADAPTERS.mobilePhoneToken });
    await tick();
    // The SMS adapter starts no chain here: its route is the page's, across the tenants (src/ sends its own
    // grant, since it has none across them).
    expect(fakes.inputs(ADAPTERS.mobilePhoneToken)).toEqual([
      expect.objectContaining({ grant: { kind: 'instanceWide' } }),
    ]);
    fakes.settle(ADAPTERS.password, true, { kind: 'chainStep', handover: CHAIN_HANDOVER });
    await tick();
    expect(actor.getSnapshot().output).toEqual({ kind: 'chainStep', handover: CHAIN_HANDOVER });
  });

  it('reads a provider’s chain off its application’s adapters', async () => {
    const { fakes } = start(input({ loginContext: SP }));
    fakes.settle(
      'applicationLoginTypes',
      true,
      list({ list: [{ ...adapter(ADAPTERS.password), compositeAuthenticate: true }] }),
    );
    await tick();
    expect(fakes.inputs(ADAPTERS.password)).toEqual([
      expect.objectContaining({ grant: { kind: 'chainStart' } }),
    ]);
  });

  it('ends with the tenant choice the instance-wide login answered', async () => {
    const { actor, fakes } = start(input());
    await tick();
    fakes.settle(ADAPTERS.password, true, { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' });
    await tick();
    expect(actor.getSnapshot().output).toEqual({ kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' });
  });

  it('signs in only the user an application names', async () => {
    const { fakes } = start(input({ loginContext: APPLICATION }));
    fakes.settle('applicationAuthType', true, { authType: 'password' });
    await tick();
    await tick();
    expect(fakes.inputs(ADAPTERS.password)).toEqual([expect.objectContaining({ presetUsername: 'demo' })]);
  });

  it("asks a provider's application for its login types before offering any", async () => {
    const { actor, fakes } = start(input({ loginContext: SP }));
    expect(fakes.inputs('applicationLoginTypes')).toEqual([
      { sp_code: 'sp1', application_key: 'app1', enterpriseId: 'demo' },
    ]);
    expect(fakes.inputs(ADAPTERS.password)).toEqual([]);
    fakes.settle('applicationLoginTypes', true, list());
    await tick();
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('tells the page which application the tenant confirmed, once it answered, and never a refused one', async () => {
    const confirmed = vi.fn();
    const run = (fakes: FakeActors) =>
      createActor(
        signInMachine.provide({
          actors: fakes.forAll(CHILDREN) as never,
          actions: { reportError: () => {}, applicationConfirmed: (_, params) => confirmed(params) },
        }),
        { input: input({ loginContext: SP }) },
      ).start();
    const known = new FakeActors();
    run(known);
    expect(confirmed).not.toHaveBeenCalled();
    known.settle('applicationLoginTypes', true, list());
    await tick();
    expect(confirmed.mock.calls).toEqual([[{ applicationKey: 'app1' }]]);
    const refused = new FakeActors();
    run(refused);
    refused.settle('applicationLoginTypes', false, sampleErrors.unknownApplication);
    await tick();
    expect(confirmed).toHaveBeenCalledTimes(1);
  });

  it('refuses an application the tenant does not know: no form, and the way to a plain login', async () => {
    const { actor, fakes } = start(input({ loginContext: SP }));
    fakes.settle('applicationLoginTypes', false, sampleErrors.unknownApplication);
    await tick();
    expect(actor.getSnapshot().value).toBe('unknownApplication');
    expect(fakes.inputs(ADAPTERS.password)).toEqual([]);
    actor.send({ type: 'application.leave' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'plainLogin' });
  });

  it("offers another try when the application's login types did not arrive", async () => {
    const { actor, fakes } = start(input({ loginContext: SP }));
    fakes.settle('applicationLoginTypes', false, sampleErrors.network);
    await tick();
    expect(actor.getSnapshot().value).toBe('applicationUnavailable');
    actor.send({ type: 'signIn.retry' });
    expect(fakes.inputs('applicationLoginTypes')).toHaveLength(2);
  });

  it('asks for the tenant again when its login types did not load', () => {
    const { actor } = start(input({ tenant: tenant(null) }));
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'signIn.retry' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'reboot' });
  });

  it('ends at once when the tenant offers no login type at all', () => {
    const { actor } = start(input({ tenant: tenant(list({ noSecurityAuth: true })) }));
    expect(actor.getSnapshot().output).toEqual({ kind: 'noSecurityAuth' });
  });

  it('ignores a tab it does not offer, and keeps a running login type when its tab is chosen again', async () => {
    const { actor, fakes } = start(input());
    await tick();
    const child = actor.getSnapshot().children[ADAPTERS.password];
    actor.send({ type: 'loginType.select', key: 'not_offered' });
    actor.send({ type: 'loginType.select', key: ADAPTERS.password });
    expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
    expect(actor.getSnapshot().children[ADAPTERS.password]).toBe(child);
    expect(fakes.inputs(ADAPTERS.password)).toHaveLength(1);
  });

  it('ends with what the login type was granted', async () => {
    const { actor, fakes } = start(input());
    await tick();
    fakes.settle(ADAPTERS.password, true, { kind: 'token', accessToken: 'tok', authType: ADAPTERS.password });
    await tick();
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'tok',
      authType: ADAPTERS.password,
    });
  });

  it('ends with the binding a source answered for someone not yet linked (Alilang)', async () => {
    const { actor, fakes } = start(input({ tenant: withTypes(tenant(list()), ALILANG_TYPES) }));
    await tick();
    actor.send({ type: 'loginType.select', key: ADAPTERS.alilang });
    fakes.settle(`prepare:${ADAPTERS.alilang}`, true, undefined);
    await tick();
    fakes.settle(ADAPTERS.alilang, true, { kind: 'binding', adapter: 'alilang', uuid: 'u1' });
    await tick();
    expect(actor.getSnapshot().output).toEqual({ kind: 'binding', adapter: 'alilang', uuid: 'u1' });
  });

  describe('a tenant on the free edition (SPEC 2: the password alone)', () => {
    const free = (base: TenantData): TenantData => ({ ...base, systemSetting: { edition: 'free' } });

    it('opens on the password though its default is a paid type, and runs no other', async () => {
      const { actor, fakes } = start(
        input({ tenant: free(tenant(list({ idaasAdapter: ADAPTERS.scanCode }))) }),
      );
      await tick();
      expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
      expect(fakes.inputs(ADAPTERS.password)).toHaveLength(1);
      expect(fakes.inputs(ADAPTERS.scanCode)).toEqual([]);
    });

    it('opens on the password though `defaultAdapter` names a paid type; its tabs stay, for the prompt', async () => {
      const { actor, fakes } = start(
        input({ tenant: free(tenant(list())), urlAdapter: ADAPTERS.mobilePhoneToken }),
      );
      await tick();
      expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
      expect(actor.getSnapshot().context.types.map((type) => type.key)).toContain(ADAPTERS.mobilePhoneToken);
      expect(fakes.inputs(ADAPTERS.mobilePhoneToken)).toEqual([]);
    });

    it('does not switch to a paid tab: the view opens the edition prompt instead', async () => {
      const { actor, fakes } = start(input({ tenant: free(tenant(list())) }));
      await tick();
      actor.send({ type: 'loginType.select', key: ADAPTERS.mobilePhoneToken });
      expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
      expect(fakes.inputs(`prepare:${ADAPTERS.mobilePhoneToken}`)).toEqual([]);
    });

    it('opens on a paid default on the standard edition', async () => {
      const standard = {
        ...tenant(list({ idaasAdapter: ADAPTERS.scanCode })),
        systemSetting: { edition: 'standard' as const },
      };
      const { actor } = start(input({ tenant: standard }));
      await tick();
      expect(actor.getSnapshot().context.active).toBe(ADAPTERS.scanCode);
    });
  });

  describe('an application’s request', () => {
    it('asks how the application checks its user, with the request’s application and the tenant', () => {
      const { fakes } = start(input({ loginContext: APPLICATION }));
      expect(fakes.inputs('applicationAuthType')).toEqual([{ purchaseId: 'p1', enterpriseId: 'demo' }]);
      expect(fakes.inputs(ADAPTERS.password)).toEqual([]);
    });

    it('opens the password form alone, for the named user, when it checks by password', async () => {
      const { actor, fakes } = start(input({ loginContext: APPLICATION }));
      fakes.settle('applicationAuthType', true, { authType: 'password' });
      await tick();
      await tick();
      expect(actor.getSnapshot().context.active).toBe(ADAPTERS.password);
      // The tenant offers SMS codes too, but a code proves a phone, not the user the application named.
      expect(actor.getSnapshot().context.types.map((type) => type.key)).toEqual([ADAPTERS.password]);
      expect(fakes.inputs(ADAPTERS.password)).toMatchObject([{ presetUsername: 'demo' }]);
    });

    it('ends for the code check when it checks by one-time code; no password form runs', async () => {
      const { actor, fakes } = start(input({ loginContext: APPLICATION }));
      fakes.settle('applicationAuthType', true, { authType: 'otp' });
      await tick();
      expect(actor.getSnapshot().output).toEqual({ kind: 'applicationCode' });
      expect(fakes.inputs(ADAPTERS.password)).toEqual([]);
    });

    it('says it does not know a refused application, and retries a lost answer', async () => {
      const refused = start(input({ loginContext: APPLICATION }));
      refused.fakes.settle('applicationAuthType', false, sampleErrors.unknownApplication);
      await tick();
      expect(refused.actor.getSnapshot().value).toBe('unknownApplication');
      const lost = start(input({ loginContext: APPLICATION }));
      lost.fakes.settle('applicationAuthType', false, sampleErrors.network);
      await tick();
      expect(lost.actor.getSnapshot().value).toBe('applicationUnavailable');
      lost.actor.send({ type: 'signIn.retry' });
      expect(lost.fakes.inputs('applicationAuthType')).toHaveLength(2);
    });
  });
});

describe('sign-in: the embedded QR sources', () => {
  // Every adapter offered on both devices: only the device decides.
  const everywhere = list({
    list: list().list.map((a) => ({ ...a, clientDevices: ['PC_BROWSER', 'MOBILE_H5'] })),
  });
  const typesOf = (mobile: boolean) => {
    const actor = createActor(provide(new FakeActors()), {
      input: input({ mobile, tenant: withTypes(tenant(everywhere), EMBEDDED_TYPES) }),
    }).start();
    return actor.getSnapshot().context.types.map((type) => type.key);
  };

  it('are tabs on a desktop browser, and none on a phone, which cannot scan its own screen', () => {
    expect(typesOf(false)).toEqual(EMBEDDED_TYPES.map((type) => type.key));
    expect(typesOf(true)).toEqual([ADAPTERS.password]);
  });
});
