import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { ADAPTERS } from '../../schemas/spec-constants';
import { PLAIN_GRANT } from '../shared/grant';
import type { LoginTypeInput } from '../shared/login-type';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { AlilangAgentError } from './alilang-problem';
import { alilangLoginMachine } from './alilang-login.machine';

const SP = { type: 'IDAAS_SP' as const, spData: { sp_code: 'sp1', application_key: 'k1' } };
const input: LoginTypeInput = {
  enterpriseAuthId: ADAPTERS.alilang,
  sm2Key: null,
  clientId: 'client-1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: SP,
  grant: PLAIN_GRANT,
};
const PARAMS = {
  agentUrl: 'http://127.0.0.1:22010/uem/token',
  appId: 'app-1',
  nonce: 'n1',
  timestamp: 1,
  signature: 's1',
};
const UEM = 'a.b.c';
const tokenRefused = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: 'thirdParty.tokenInvalid',
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const ACTORS = ['uemTokenParams', 'agentToken', 'submitUemToken'] as const;

const events = () => [
  { type: 'alilang.start' },
  done('uemTokenParams', PARAMS),
  error('uemTokenParams', sampleErrors.network),
  done('agentToken', UEM),
  error('agentToken', new AlilangAgentError('absent')),
  error('agentToken', new AlilangAgentError('refused', 'signatureInvalid')),
  done('submitUemToken', { accessToken: 'token-1' }),
  done('submitUemToken', { needBind: true, uuid: 'u1' }),
  error('submitUemToken', tokenRefused),
];
// A state of the model is what the panel shows: the step, and which problem it says.
const serialize = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.problem]);

describe('Alilang login (model-based)', () => {
  const coverage = new CoverageRecorder(alilangLoginMachine);
  const cases = modelPaths(alilangLoginMachine, { events, input, serialize }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    const machine = alilangLoginMachine.provide({ actors: fakes.forAll(ACTORS) });
    await drivePath(machine, path, fakes, coverage, { input, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('Alilang login effects', () => {
  const start = () => {
    const fakes = new FakeActors();
    const actor = createActor(alilangLoginMachine.provide({ actors: fakes.forAll(ACTORS) }), {
      input,
    }).start();
    actor.send({ type: 'alilang.start' });
    return { actor, fakes };
  };

  it('asks the server for the tenant’s and application’s request, the agent for its token, and signs in with it', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('uemTokenParams')).toEqual([
      { clientId: 'client-1', enterpriseId: 'demo', application: SP.spData },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.settle('uemTokenParams', true, PARAMS);
    await waitFor(actor, (s) => s.hasTag('agent'));
    expect(fakes.inputs('agentToken')).toEqual([PARAMS]);
    fakes.settle('agentToken', true, UEM);
    await waitFor(actor, (s) => s.matches('submitting'));
    expect(fakes.inputs('submitUemToken')).toEqual([
      { clientId: 'client-1', enterpriseId: 'demo', uemToken: UEM },
    ]);
    fakes.settle('submitUemToken', true, { accessToken: 'token-1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'token-1',
      authType: ADAPTERS.alilang,
    });
  });

  it('ends with the binding to make when nobody is linked to the person yet', async () => {
    const { actor, fakes } = start();
    fakes.settle('uemTokenParams', true, PARAMS);
    fakes.settle('agentToken', true, UEM);
    fakes.settle('submitUemToken', true, { needBind: true, uuid: 'u1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'binding', adapter: 'alilang', uuid: 'u1' });
  });

  it.each([
    ['agentToken', new AlilangAgentError('absent'), 'agentAbsent'],
    ['agentToken', new AlilangAgentError('refused', 'requestExpired'), 'agentRefused'],
    ['submitUemToken', tokenRefused, 'thirdParty.tokenInvalid'],
    ['submitUemToken', new Error('bug'), 'unexpected'],
  ] as const)('says why %s failed (%s), and starts afresh on the next try', async (step, err, problem) => {
    const { actor, fakes } = start();
    fakes.settle('uemTokenParams', true, PARAMS);
    if (step === 'submitUemToken') fakes.settle('agentToken', true, UEM);
    fakes.settle(step, false, err);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.problem).toBe(problem);
    actor.send({ type: 'alilang.start' });
    expect(actor.getSnapshot().context.problem).toBeNull();
    expect(fakes.inputs('uemTokenParams')).toHaveLength(2);
  });
});
