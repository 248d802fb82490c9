import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parseLoginPageConfig } from '../schemas/login-page-config.schema';
import type { BootOutput } from './boot.machine';
import { loginOrchestratorMachine } from './login-orchestrator.machine';
import { CoverageRecorder } from './testing/coverage';
import { drivePath } from './testing/drive-path';
import { FakeActors } from './testing/fake-actors';
import { describePath, modelPaths } from './testing/model-paths';
import { sampleErrors } from './testing/sample-errors';

const tenant = {
  preLogin: { clientId: 'c', instanceId: 'i' },
  enterprise: null,
  idpInfo: null,
  systemSetting: null,
  sm2Key: null,
  adapters: null,
  pageConfig: parseLoginPageConfig(null),
  failed: [],
};
const outputs: BootOutput[] = [
  { kind: 'ready', tenant },
  { kind: 'fallback', page: 'enterpriseExpired' },
  { kind: 'fallback', page: 'ipAccess' },
  { kind: 'fallback', page: 'systemError' },
];

const events = () => [
  ...outputs.map((output) => ({ type: 'xstate.done.actor.boot', output })),
  { type: 'xstate.error.actor.boot', error: new Error('boom') },
  ...Object.values(sampleErrors).map((error) => ({ type: 'api.failed', error })),
  { type: 'language.switch', language: 'en' },
  { type: 'boot.retry' },
];

const spies = () => ({
  openStaticPage: vi.fn(),
  navigate: vi.fn(),
  showNotice: vi.fn(),
  clearToken: vi.fn(),
  switchLanguage: vi.fn(),
});

const provide = (fakes: FakeActors, actions = spies()) =>
  loginOrchestratorMachine.provide({ actors: { boot: fakes.logic() }, actions });

describe('login orchestrator (model-based)', () => {
  const coverage = new CoverageRecorder(loginOrchestratorMachine);
  const paths = modelPaths(loginOrchestratorMachine, { events });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage);
  });

  afterAll(() => coverage.expectComplete());
});

describe('login orchestrator effects', () => {
  const ready = () => {
    const actions = spies();
    const actor = createActor(
      loginOrchestratorMachine.provide({
        actors: { boot: fromPromise(async () => outputs[0]!) },
        actions,
      }),
    ).start();
    return { actor, actions };
  };
  const params = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);

  it('opens the static page the boot fell back to', async () => {
    const actions = spies();
    const actor = createActor(
      loginOrchestratorMachine.provide({ actors: { boot: fromPromise(async () => outputs[2]!) }, actions }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(params(actions.openStaticPage)).toEqual([{ page: 'ipAccess' }]);
  });

  it.each([
    ['HTTP 401', sampleErrors.http401, 'http.401'],
    ['response code 401', sampleErrors.code401, 'code.401'],
  ])('on %s clears the token, tells the user and returns to login', async (_n, error, key) => {
    const { actor, actions } = ready();
    actor.send({ type: 'api.failed', error });
    expect(actions.clearToken).toHaveBeenCalledOnce();
    expect(params(actions.showNotice)).toEqual([{ notice: { key } }]);
    expect(params(actions.navigate)).toEqual([{ to: '/login' }]);
  });

  it.each([
    ['505', sampleErrors.code505, '/second/auth'],
    ['507', sampleErrors.code507, '/modifyPassword'],
    ['InvalidIPAccess', sampleErrors.invalidIp, '/ipAccess'],
  ])('on code %s goes to its page', (_n, error, to) => {
    const { actor, actions } = ready();
    actor.send({ type: 'api.failed', error });
    expect(params(actions.navigate)).toEqual([{ to }]);
    expect(actions.clearToken).not.toHaveBeenCalled();
  });

  it.each([
    ['no response', sampleErrors.network, { key: 'network' }],
    ['HTTP 500', sampleErrors.http500, { key: 'http.500' }],
    ['a mapped code with a special tip', sampleErrors.invalidParameter, { key: 'code.InvalidParameter', tip: 'UserName.Exist' }],
  ])('on %s shows the catalogue message', (_n, error, notice) => {
    const { actor, actions } = ready();
    actor.send({ type: 'api.failed', error });
    expect(params(actions.showNotice)).toEqual([{ notice }]);
    expect(actions.navigate).not.toHaveBeenCalled();
  });

  it('switches language through its effect', () => {
    const { actor, actions } = ready();
    actor.send({ type: 'language.switch', language: 'en' });
    expect(params(actions.switchLanguage)).toEqual([{ language: 'en' }]);
  });
});
