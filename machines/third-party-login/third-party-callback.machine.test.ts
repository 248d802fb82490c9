import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type ThirdPartyCallbackInput, thirdPartyCallbackMachine } from './third-party-callback.machine';

const answer: ThirdPartyCallbackInput = {
  kind: 'oidc_code',
  code: 'code-1',
  state: 'state-1',
  iss: 'http://127.0.0.1:4010/oidc',
  providerError: null,
  clientId: 'c1',
  enterpriseId: 'e1',
};
const INPUTS = {
  answer,
  declined: { ...answer, code: null, state: 'state-1', providerError: 'access_denied' },
  incomplete: { ...answer, code: null },
  noState: { ...answer, state: null },
};
const stateRefused = failed({
  kind: 'response',
  code: 'InvalidParameter',
  message: 'thirdParty.stateInvalid',
});
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = () => [
  done('submitCallback', { accessToken: 'tok' }),
  done('submitCallback', { needBind: true, uuid: 'u1' }),
  error('submitCallback', stateRefused),
  error('submitCallback', sampleErrors.network),
  { type: 'callback.back' },
];

describe('third-party callback (model-based)', () => {
  const coverage = new CoverageRecorder(thirdPartyCallbackMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, input]) =>
    modelPaths(thirdPartyCallbackMachine, { events, input }).map(
      (p) => [`${name}: ${describePath(p)}`, input, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, input, path) => {
    const fakes = new FakeActors();
    const machine = thirdPartyCallbackMachine.provide({ actors: fakes.forAll(['submitCallback']) });
    await drivePath(machine, path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('third-party callback effects', () => {
  const start = (input: ThirdPartyCallbackInput = answer) => {
    const fakes = new FakeActors();
    const machine = thirdPartyCallbackMachine.provide({ actors: fakes.forAll(['submitCallback']) });
    return { actor: createActor(machine, { input }).start(), fakes };
  };

  it('posts the answer once, with the tenant and the issuer, and ends signed in with the token', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('submitCallback')).toEqual([
      {
        kind: 'oidc_code',
        code: 'code-1',
        state: 'state-1',
        iss: answer.iss,
        clientId: 'c1',
        enterpriseId: 'e1',
      },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.settle('submitCallback', true, { accessToken: 'tok' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('ends with the binding to make, for its provider kind', async () => {
    const { actor, fakes } = start();
    fakes.settle('submitCallback', true, { needBind: true, uuid: 'u1' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'bind', adapter: 'oidc_code', uuid: 'u1' });
  });

  it('says the server refused, never posts the code again, and goes back when asked', async () => {
    const { actor, fakes } = start();
    fakes.settle('submitCallback', false, stateRefused);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.problem).toBe('thirdParty.stateInvalid');
    actor.send({ type: 'callback.back' });
    expect(fakes.inputs('submitCallback')).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it.each([
    ['declined', INPUTS.declined],
    ['incomplete', INPUTS.incomplete],
    ['incomplete', INPUTS.noState],
  ] as const)('posts nothing when the answer is %s', (state, input) => {
    const { actor, fakes } = start(input);
    expect(actor.getSnapshot().value).toBe(state);
    expect(fakes.inputs('submitCallback')).toEqual([]);
  });
});
