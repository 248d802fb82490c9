import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import type { OfflineChallenge, OtpCodeRequest } from '../../schemas/second-factor.schema';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { offlineDeviceMachine } from './offline-device.machine';

const input = { accessToken: 'tok', enterpriseId: 'demo' };
const ACTORS = ['offlineChallenge', 'offlineAnswer'] as const;
const pass = { authCode: 'pass-0123456789abcdef' };
const challenge = (n = 1): OfflineChallenge => ({
  base64Data: 'data:image/gif;base64,R0lGOD==',
  challenge: `1234567${n}`,
  suite: 'OCRA-1:HOTP-SHA256-8:QN08',
  expiresIn: 300,
  provisioning: null,
});
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  done('offlineChallenge', challenge()),
  error('offlineChallenge', sampleErrors.network),
  { type: 'challenge.renew' },
  { type: 'code.submit', code: '12345678' },
  { type: 'code.submit', code: 'abc' },
  { type: 'code.edit' },
  done('offlineAnswer', pass),
  error('offlineAnswer', refused(SECOND_FACTOR_REFUSALS.expiredCode)),
  error('offlineAnswer', refused(SECOND_FACTOR_REFUSALS.wrongCode)),
  error('offlineAnswer', sampleErrors.network),
  ...afterEvents(snapshot),
];

describe('offline device (model-based)', () => {
  const coverage = new CoverageRecorder(offlineDeviceMachine);
  const cases = modelPaths(offlineDeviceMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(offlineDeviceMachine.provide({ actors: fakes.forAll(ACTORS) }), path, fakes, coverage, {
      input,
    });
  });

  afterAll(() => coverage.expectComplete());
});

describe('offline device effects', () => {
  const start = (answer: (form: OtpCodeRequest) => Promise<typeof pass>) => {
    let drawn = 0;
    const answered: OtpCodeRequest[] = [];
    const machine = offlineDeviceMachine.provide({
      actors: {
        offlineChallenge: fromPromise(async () => challenge(++drawn)),
        offlineAnswer: fromPromise(
          async ({
            input: { accessToken: _, ...form },
          }: {
            input: OtpCodeRequest & { accessToken: string };
          }) => {
            answered.push(form);
            return answer(form);
          },
        ),
      },
      actions: { reportError: () => {} },
    });
    return { actor: createActor(machine, { input }).start(), answered };
  };

  it('sends the answer as an offline device code of the tenant', async () => {
    const { actor, answered } = start(async () => pass);
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'code.submit', code: ' 87654321 ' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(pass);
    expect(answered).toEqual([{ otpCode: '87654321', enterpriseId: 'demo', bindOffineDevices: true }]);
  });

  it('replaces a spent challenge and says why', async () => {
    const { actor } = start(async () => {
      throw refused(SECOND_FACTOR_REFUSALS.usedCode);
    });
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'code.submit', code: '87654321' });
    const after = await waitFor(
      actor,
      (s) => s.matches('entering') && s.context.challenge?.challenge === '12345672',
    );
    expect(after.context.refusal).toBe(SECOND_FACTOR_REFUSALS.usedCode);
  });

  it('keeps the challenge after a wrong answer', async () => {
    const { actor } = start(async () => {
      throw refused(SECOND_FACTOR_REFUSALS.wrongCode);
    });
    await waitFor(actor, (s) => s.matches('entering'));
    actor.send({ type: 'code.submit', code: '87654321' });
    const after = await waitFor(actor, (s) => s.matches('entering') && s.context.refusal !== null);
    expect(after.context.challenge?.challenge).toBe('12345671');
  });
});
