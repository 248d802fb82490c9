import { afterAll, describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { bootMachine } from './boot.machine';
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
};
const ACTORS = Object.keys(results) as (keyof typeof results)[];

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = () => [
  ...ACTORS.map((id) => done(id, results[id])),
  ...ACTORS.filter((id) => id !== 'preFrontendLogin').map((id) => error(id, sampleErrors.network)),
  error('preFrontendLogin', sampleErrors.expired),
  error('preFrontendLogin', sampleErrors.invalidIp),
  error('preFrontendLogin', sampleErrors.malformed),
];

describe('boot machine (model-based)', () => {
  const coverage = new CoverageRecorder(bootMachine);
  const paths = modelPaths(bootMachine, { events });

  it('has paths to drive', () => expect(paths.length).toBeGreaterThan(10));

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(bootMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage);
  });

  afterAll(() => coverage.expectComplete());
});

describe('boot machine output', () => {
  const run = (settle: (fakes: FakeActors) => void) => {
    const fakes = new FakeActors();
    settle(fakes);
    const actor = createActor(bootMachine.provide({ actors: fakes.forAll(ACTORS) })).start();
    return toPromise(actor);
  };

  it('is ready with every result and the parsed page config when all calls answer', async () => {
    const output = await run((f) => ACTORS.forEach((id) => f.settle(id, true, results[id])));
    expect(output).toEqual({
      kind: 'ready',
      tenant: {
        preLogin,
        enterprise,
        idpInfo: results.idpInfo,
        systemSetting: results.systemSetting,
        sm2Key: results.sm2Key,
        adapters,
        pageConfig: parseLoginPageConfig(results.loginPageTemplate),
        failed: [],
      },
    });
  });

  it.each([
    ['expired instance', sampleErrors.expired, 'enterpriseExpired'],
    ['invalid IP access', sampleErrors.invalidIp, 'ipAccess'],
    ['malformed response', sampleErrors.malformed, 'systemError'],
    ['no response', sampleErrors.network, 'systemError'],
  ])('falls back to a static page on %s', async (_name, err, page) => {
    const output = await run((f) => f.settle('preFrontendLogin', false, err));
    expect(output).toEqual({ kind: 'fallback', page });
  });

  it('records a failed enterprise call with the calls that need its id, and keeps defaults', async () => {
    const output = await run((f) => {
      ACTORS.forEach((id) => f.settle(id, true, results[id]));
      f.settle('enterprise', false, sampleErrors.network);
    });
    expect(output.kind === 'ready' && output.tenant.failed).toEqual([
      'enterprise',
      'loadAuths',
      'loginPageTemplate',
    ]);
    expect(output.kind === 'ready' && output.tenant.pageConfig).toEqual(parseLoginPageConfig(null));
  });
});
