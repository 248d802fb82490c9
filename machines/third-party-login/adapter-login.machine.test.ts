import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { EDITION_REFUSALS } from '../../schemas/rules/edition.rule';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type AdapterLoginInput, adapterLoginMachine } from './adapter-login.machine';
import { UNSAFE_REDIRECT } from '../shared/third-party-problem';
import { PLAIN_GRANT } from '../shared/grant';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 'sp1', application_key: 'k1' } };
const input: AdapterLoginInput = {
  kind: 'aad',
  clientId: 'c1',
  enterpriseId: 'e1',
  loginContext: SP,
  pluginId: null,
  sourceName: null,
  grant: PLAIN_GRANT,
};
/** A plugin source that is a composite chain's step, opened from `/compositeLogin` with the chain's code. */
const chainStep: AdapterLoginInput = {
  ...input,
  kind: 'plugin',
  pluginId: 'plugin_hr_demo',
  sourceName: '人事系统',
  grant: { kind: 'chainStep', code: 'chain-code-1', first: false },
};
/** A plugin source whose entry starts a composite chain, opened from its own button: the chain's first step. */
const chainStart: AdapterLoginInput = { ...chainStep, grant: { kind: 'chainStart' } };
/** The route `prepareGrant` made ready: the chain started, its code the first step's. */
const STARTED = { kind: 'chainStep', code: 'chain-code-2', first: true } as const;
const URL = 'https://idp.example/authorize?redirect_uri=x';
const refused = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: 'thirdParty.sourceUnavailable',
});
// generate_trace_id's refusals of a chain's step, as the server sends them (chain-step.service.ts chainStepAhead).
const chainRefused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const quiet = { pageRestored: fromCallback(() => {}) };
const spies = () => ({ keepLoginContext: vi.fn(), goToProvider: vi.fn() });

const events = () => [
  done('prepareGrant', STARTED),
  error('prepareGrant', chainRefused(COMPOSITE_REFUSALS.tooMany)),
  error('prepareGrant', sampleErrors.network),
  done('startAuthorization', { authorizeUrl: URL }),
  error('startAuthorization', refused),
  error('startAuthorization', chainRefused(COMPOSITE_REFUSALS.stepRefused)),
  error('startAuthorization', sampleErrors.network),
  { type: 'page.restored' },
  error('pageRestored', new Error('no listener')),
  { type: 'start.retry' },
  { type: 'start.back' },
];

describe('adapter login (model-based)', () => {
  const coverage = new CoverageRecorder(adapterLoginMachine);
  // A source's own start, and a chain's first step, which starts the chain before it leaves.
  const cases = [input, chainStart].flatMap((given) =>
    modelPaths(adapterLoginMachine, { events, input: given }).map(
      (p) =>
        [`${given.grant.kind === 'chainStart' ? 'chain start: ' : ''}${describePath(p)}`, p, given] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(3));

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    const machine = adapterLoginMachine.provide({
      actors: fakes.forAll(['prepareGrant', 'startAuthorization', 'pageRestored']),
      actions: spies(),
    });
    await drivePath(machine, path, fakes, coverage, { input: given });
  });

  afterAll(() => coverage.expectComplete());
});

describe('adapter login effects', () => {
  const start = (given: AdapterLoginInput = input) => {
    const fakes = new FakeActors();
    const actions = spies();
    const machine = adapterLoginMachine.provide({
      actors: { ...fakes.forAll(['prepareGrant', 'startAuthorization']), ...quiet },
      actions,
    });
    const actor = createActor(machine, { input: given }).start();
    return { actor, fakes, actions };
  };

  it('asks for the source with the tenant and the application, keeps the login under way, then leaves for the address', async () => {
    const { actor, fakes, actions } = start();
    expect(fakes.inputs('startAuthorization')).toEqual([
      {
        kind: 'aad',
        clientId: 'c1',
        enterpriseId: 'e1',
        application: SP.spData,
        pluginId: null,
        grant: PLAIN_GRANT,
      },
    ]);
    fakes.settle('startAuthorization', true, { authorizeUrl: URL });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(actions.keepLoginContext).toHaveBeenCalledWith(expect.anything(), { loginContext: SP });
    expect(actions.goToProvider).toHaveBeenCalledWith(expect.anything(), { url: URL });
    // The login context is kept before the browser starts leaving.
    expect(actions.keepLoginContext.mock.invocationCallOrder[0]).toBeLessThan(
      actions.goToProvider.mock.invocationCallOrder[0]!,
    );
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('names no application for a plain login', () => {
    const { fakes } = start({ ...input, loginContext: { type: 'IDAAS' } });
    expect(fakes.inputs('startAuthorization')).toEqual([
      {
        kind: 'aad',
        clientId: 'c1',
        enterpriseId: 'e1',
        application: null,
        pluginId: null,
        grant: PLAIN_GRANT,
      },
    ]);
  });

  it('asks for the DingTalk OIDC plugin it was opened with', () => {
    const { fakes } = start({ ...input, kind: 'oidc_code_adapter', pluginId: 'dingtalk-demo' });
    expect(fakes.inputs('startAuthorization')).toEqual([
      {
        kind: 'oidc_code_adapter',
        clientId: 'c1',
        enterpriseId: 'e1',
        application: SP.spData,
        pluginId: 'dingtalk-demo',
        grant: PLAIN_GRANT,
      },
    ]);
  });

  it('starts a composite chain’s plugin step with the chain’s code', () => {
    const { fakes } = start(chainStep);
    expect(fakes.inputs('startAuthorization')).toEqual([
      {
        kind: 'plugin',
        clientId: 'c1',
        enterpriseId: 'e1',
        application: SP.spData,
        pluginId: 'plugin_hr_demo',
        grant: chainStep.grant,
      },
    ]);
  });

  it('a chain’s first step has its route made ready, then starts the trace with the route it got', async () => {
    const { actor, fakes } = start(chainStart);
    expect(fakes.inputs('prepareGrant')).toEqual([
      { route: { kind: 'chainStart' }, enterpriseAuthId: 'plugin_hr_demo', enterpriseId: 'e1' },
    ]);
    expect(fakes.inputs('startAuthorization')).toEqual([]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.settle('prepareGrant', true, STARTED);
    await waitFor(actor, (s) => s.matches('starting'));
    expect(fakes.inputs('startAuthorization')).toEqual([
      expect.objectContaining({ kind: 'plugin', pluginId: 'plugin_hr_demo', grant: STARTED }),
    ]);
  });

  it('a route ready as it is (a chain step’s, the plain one) is not prepared', () => {
    for (const given of [chainStep, input]) {
      const { fakes } = start(given);
      expect(fakes.inputs('prepareGrant')).toEqual([]);
      expect(fakes.inputs('startAuthorization')).toHaveLength(1);
    }
  });

  it.each([
    [COMPOSITE_REFUSALS.tooMany, 'chainTooMany'],
    [COMPOSITE_REFUSALS.unavailable, 'chainUnavailable'],
  ])(
    'says why the chain would not start (%s), starts no trace, and only goes back',
    async (message, refusal) => {
      const { actor, fakes } = start(chainStart);
      fakes.settle('prepareGrant', false, chainRefused(message));
      await waitFor(actor, (s) => s.matches('refused'));
      expect(actor.getSnapshot().context).toMatchObject({ refusal, grant: { kind: 'chainStart' } });
      expect(fakes.inputs('startAuthorization')).toEqual([]);
      actor.send({ type: 'start.back' });
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    },
  );

  it('a chain that could not start for another reason is started again on retry, once it starts', async () => {
    const { actor, fakes } = start(chainStart);
    fakes.settle('prepareGrant', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('network');
    actor.send({ type: 'start.retry' });
    expect(fakes.inputs('prepareGrant')).toHaveLength(2);
    fakes.settle('prepareGrant', true, STARTED);
    await waitFor(actor, (s) => s.matches('starting'));
    // A trace refused after the chain started is tried again with the same code, not a new chain.
    fakes.settle('startAuthorization', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'start.retry' });
    expect(fakes.inputs('prepareGrant')).toHaveLength(2);
    expect(fakes.inputs('startAuthorization').at(-1)).toMatchObject({ grant: STARTED });
  });

  it.each([
    [COMPOSITE_REFUSALS.stepRefused, 'stepRefused'],
    [COMPOSITE_REFUSALS.chainInvalid, 'chainInvalid'],
    [COMPOSITE_REFUSALS.required, 'chainRequired'],
  ])(
    'says the chain refused its step (%s), offers no retry, and only goes back',
    async (message, refusal) => {
      const { actor, fakes, actions } = start(chainStep);
      fakes.settle('startAuthorization', false, chainRefused(message));
      await waitFor(actor, (s) => s.matches('refused'));
      expect(actor.getSnapshot().context).toMatchObject({ refusal, problem: null });
      expect(actions.goToProvider).not.toHaveBeenCalled();
      actor.send({ type: 'start.retry' });
      expect(actor.getSnapshot().matches('refused')).toBe(true);
      expect(fakes.inputs('startAuthorization')).toHaveLength(1);
      actor.send({ type: 'start.back' });
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    },
  );

  it.each([
    [refused, 'thirdParty.sourceUnavailable'],
    // A free tenant's server refuses every source (SPEC 2): the page says a paid edition offers it.
    [
      failed({ kind: 'response', code: 'Forbidden', message: EDITION_REFUSALS.paidFeature }),
      'edition.paidFeature',
    ],
    [new Error(UNSAFE_REDIRECT), 'unsafeRedirect'],
    [sampleErrors.network, 'network'],
    [new Error('bug'), 'unexpected'],
  ])('says why it cannot leave (%s), goes nowhere, and tries again on retry', async (err, problem) => {
    const { actor, fakes, actions } = start();
    fakes.settle('startAuthorization', false, err);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe(problem);
    expect(actions.goToProvider).not.toHaveBeenCalled();
    actor.send({ type: 'start.retry' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(fakes.inputs('startAuthorization')).toHaveLength(2);
  });

  it('returns to the login when the page comes back from the cache, or the user goes back', async () => {
    const { actor, fakes } = start();
    fakes.settle('startAuthorization', true, { authorizeUrl: URL });
    await waitFor(actor, (s) => s.matches('leaving'));
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });
});
