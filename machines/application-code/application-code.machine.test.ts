import { afterAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { APPLICATION_TWO_FACTOR_REFUSALS, SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { applicationCodeMachine } from './application-code.machine';

const input = { enterpriseId: 'demo', purchaseId: 'p1', state: 's1', username: 'appotp', viaAdapter: false };
const ACTORS = ['checkCode'] as const;
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = () => [
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: '' },
  { type: 'code.submit', code: '12ab' },
  { type: 'code.edit' },
  done('checkCode', { access_token: 'tok' }),
  error('checkCode', refused(SECOND_FACTOR_REFUSALS.wrongCode)),
  error('checkCode', sampleErrors.network),
];

describe('application code (model-based)', () => {
  const coverage = new CoverageRecorder(applicationCodeMachine);
  const cases = modelPaths(applicationCodeMachine, { events, input }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(3));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(applicationCodeMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('application code effects', () => {
  const start = (given = input) => {
    const fakes = new FakeActors();
    const reported: unknown[] = [];
    const machine = applicationCodeMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError: (_, { error: e }) => void reported.push(e) },
    });
    return { actor: createActor(machine, { input: given }).start(), fakes, reported };
  };

  it('sends the trimmed code with the application’s request and the named user', () => {
    const { actor, fakes } = start({ ...input, viaAdapter: true });
    actor.send({ type: 'code.submit', code: ' 123456 ' });
    expect(fakes.inputs('checkCode')).toEqual([
      {
        otpCode: '123456',
        enterpriseId: 'demo',
        bindOffineDevices: false,
        applicationfactor2State: 's1',
        username: 'appotp',
        purchaseId: 'p1',
        viaAdapter: true,
      },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('sends nothing for an empty or malformed code, and says which', () => {
    const { actor, fakes } = start();
    actor.send({ type: 'code.submit', code: '' });
    expect(actor.getSnapshot().context.formatError).toBe('required');
    actor.send({ type: 'code.submit', code: '12ab' });
    expect(actor.getSnapshot().context.formatError).toBe('format');
    actor.send({ type: 'code.edit' });
    expect(actor.getSnapshot().context.formatError).toBeNull();
    expect(fakes.inputs('checkCode')).toEqual([]);
  });

  it('ends with the token of a code that passed', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'code.submit', code: '123456' });
    fakes.settle('checkCode', true, { access_token: 'tok' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ accessToken: 'tok' });
  });

  it.each([
    SECOND_FACTOR_REFUSALS.wrongCode,
    SECOND_FACTOR_REFUSALS.usedCode,
    SECOND_FACTOR_REFUSALS.expiredCode,
    SECOND_FACTOR_REFUSALS.locked,
    APPLICATION_TWO_FACTOR_REFUSALS.verificationFailed,
    APPLICATION_TWO_FACTOR_REFUSALS.notAuthorized,
  ])('shows the refusal %s and lets the user try again, nothing reported', async (refusal) => {
    const { actor, fakes, reported } = start();
    actor.send({ type: 'code.submit', code: '123456' });
    fakes.settle('checkCode', false, refused(refusal));
    const snapshot = await waitFor(actor, (s) => s.matches('entering'));
    expect(snapshot.context).toMatchObject({ refusal, code: '' });
    expect(reported).toEqual([]);
  });

  it('reports a lost connection and keeps the form', async () => {
    const { actor, fakes, reported } = start();
    actor.send({ type: 'code.submit', code: '123456' });
    fakes.settle('checkCode', false, sampleErrors.network);
    const snapshot = await waitFor(actor, (s) => s.matches('entering'));
    expect(snapshot.context.refusal).toBeNull();
    expect(reported).toEqual([sampleErrors.network]);
  });
});
