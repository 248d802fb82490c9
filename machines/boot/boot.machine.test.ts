import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, toPromise } from 'xstate';
import { parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { type BootCall, bootMachine } from './boot.machine';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';

const preLogin = { clientId: 'c1', instanceId: 'i1', themeColor: '#1c7ed6' };
const enterprise = { enterpriseId: 'demo', name: '演示企业' };
const adapters = { list: [], appSecurityLevel: 5, noSecurityAuth: false };
const results = {
  preFrontendLogin: preLogin,
  systemSetting: { title: 'T', icon: 'icon.svg' },
  idpInfo: { version: '1.0' },
  sm2Key: { code: 'k1', publicKey: `04${'a'.repeat(128)}` },
  enterprise,
  loadAuths: adapters,
  loginPageTemplate: '{"loginContentPosition":"left"}',
  dingTalkOidcPlugins: [{ id: 'dingtalk-demo', name: '钉钉', nameEn: 'DingTalk' }],
};
const ACTORS = Object.keys(results) as (keyof typeof results)[];
const TENANT_CALLS = ACTORS.filter((id): id is BootCall => id !== 'preFrontendLogin');

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// The tenant calls are independent and their failures are kept sorted, so the order they answer in cannot
// change the outcome: the model lets them answer in the table's order (each answering or failing), and
// pre_frontend_login answer or fail at any point of it. Other orders are driven in the output tests below.
const events = (snapshot: AnyMachineSnapshot) => {
  const next = TENANT_CALLS.find((id) => id in snapshot.children);
  return [
    done('preFrontendLogin', preLogin),
    error('preFrontendLogin', sampleErrors.expired),
    error('preFrontendLogin', sampleErrors.invalidIp),
    error('preFrontendLogin', sampleErrors.malformed),
    error('preFrontendLogin', sampleErrors.invalidParameter),
    ...(next ? [done(next, results[next]), error(next, sampleErrors.network)] : []),
  ];
};

// Which calls have answered is in the state's value; of the context the model keeps how many failed and the
// fallback page (the outputs are the fixed fake results). The output tests check whole contexts.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.status, s.context.failed.length, s.context.fallback]);

// Booted for a tenant named (a session's in another tenant), so that tenant's refusal is reachable; the
// default's boot differs only there (its InvalidParameter is a system error, checked below).
const NAMED = { enterpriseId: 'demo-branch' };

describe('boot machine (model-based)', () => {
  const coverage = new CoverageRecorder(bootMachine);
  const paths = modelPaths(bootMachine, { events, serialize, input: NAMED });

  it('has paths to drive', () => expect(paths.length).toBeGreaterThan(10));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(bootMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input: NAMED,
      serialize,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('boot machine output', () => {
  const start = (settle: (fakes: FakeActors) => void = () => {}, enterpriseId: string | null = null) => {
    const fakes = new FakeActors();
    settle(fakes);
    const actor = createActor(bootMachine.provide({ actors: fakes.forAll(ACTORS) }), {
      input: { enterpriseId },
    }).start();
    return { fakes, actor, output: toPromise(actor) };
  };
  const run = (settle: (fakes: FakeActors) => void) => start(settle).output;

  it('starts every boot call at once: none waits for another', () => {
    const { fakes, actor } = start();
    // Nothing has answered yet, and every call is under way.
    expect(ACTORS.filter((id) => fakes.inputs(id).length === 1)).toEqual(ACTORS);
    actor.stop();
  });

  it('is ready with every result and the parsed page config when all calls answer', async () => {
    const output = await run((f) => ACTORS.forEach((id) => f.settle(id, true, results[id])));
    expect(output).toEqual({
      kind: 'ready',
      tenant: {
        bootedFor: null,
        preLogin,
        enterprise,
        idpInfo: results.idpInfo,
        systemSetting: results.systemSetting,
        sm2Key: results.sm2Key,
        adapters,
        pageConfig: parseLoginPageConfig(results.loginPageTemplate),
        dingTalkPlugins: results.dingTalkOidcPlugins,
        failed: [],
      },
    });
  });

  it.each([
    ['expired instance', sampleErrors.expired, 'enterpriseExpired'],
    ['invalid IP access', sampleErrors.invalidIp, 'ipAccess'],
    ['malformed response', sampleErrors.malformed, 'systemError'],
    ['no response', sampleErrors.network, 'systemError'],
  ])('falls back to a static page on %s, whatever the other calls answered', async (_name, err, page) => {
    const output = await run((f) => {
      TENANT_CALLS.forEach((id) => f.settle(id, true, results[id]));
      f.settle('preFrontendLogin', false, err);
    });
    expect(output).toEqual({ kind: 'fallback', page });
  });

  it('asks every call about the tenant named, and says which tenant it booted', async () => {
    const { fakes, output } = start(
      (f) => ACTORS.forEach((id) => f.settle(id, true, results[id])),
      'demo-branch',
    );
    const result = await output;
    expect(ACTORS.map((id) => fakes.inputs(id))).toEqual(ACTORS.map(() => [{ tenant: 'demo-branch' }]));
    expect(result.kind === 'ready' && result.tenant.bootedFor).toBe('demo-branch');
  });

  it('ends as an unknown tenant when the tenant named is refused; the default refused is a system error', async () => {
    const refused = (f: FakeActors) => f.settle('preFrontendLogin', false, sampleErrors.invalidParameter);
    expect(await start(refused, 'gone').output).toEqual({ kind: 'unknownTenant' });
    expect(await start(refused, null).output).toEqual({ kind: 'fallback', page: 'systemError' });
  });

  it('records each failed call in sorted order, keeps its default, and uses what the others answered', async () => {
    const { fakes, output } = start();
    // In reverse order, and pre_frontend_login last.
    for (const id of [...TENANT_CALLS].reverse()) {
      if (id === 'enterprise' || id === 'loginPageTemplate' || id === 'dingTalkOidcPlugins')
        fakes.settle(id, false, sampleErrors.network);
      else fakes.settle(id, true, results[id]);
    }
    fakes.settle('preFrontendLogin', true, preLogin);
    const result = await output;
    expect(result.kind === 'ready' && result.tenant).toMatchObject({
      enterprise: null,
      adapters,
      pageConfig: parseLoginPageConfig(null),
      dingTalkPlugins: [],
      failed: ['dingTalkOidcPlugins', 'enterprise', 'loginPageTemplate'],
    });
  });
});
