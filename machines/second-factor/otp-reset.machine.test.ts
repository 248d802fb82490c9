import { afterAll, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import type { ResetCaptcha, ResetSendRequest } from '../../schemas/second-factor.schema';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { otpResetMachine } from './otp-reset.machine';

const input = { accessToken: 'tok' };
const ACTORS = ['resetCaptcha', 'resetSendSms', 'resetVerifyCode'] as const;
const info = (over: Partial<ResetCaptcha> = {}, n = 1): ResetCaptcha => ({
  captcha: `data:image/svg+xml;base64,PHN2Zy8+${n}`,
  cap_code: `cap-${n}`,
  phoneNumber: '138****8010',
  resendAfter: 0,
  ...over,
});
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A countdown of 1 s keeps the model small: the same transitions as 60 s, fewer states.
const events = (snapshot: AnyMachineSnapshot) => [
  done('resetCaptcha', info()),
  done('resetCaptcha', info({ resendAfter: 1 })),
  done('resetCaptcha', info({ phoneNumber: null })),
  error('resetCaptcha', sampleErrors.network),
  { type: 'reset.retry' },
  { type: 'code.send', captcha: 'ab12' },
  { type: 'code.send', captcha: ' ' },
  { type: 'captcha.refresh' },
  done('resetSendSms', { resendAfter: 1 }),
  error('resetSendSms', refused(SECOND_FACTOR_REFUSALS.wrongCaptcha)),
  error('resetSendSms', sampleErrors.network),
  done('resetRedraw', info({}, 2)),
  error('resetRedraw', sampleErrors.network),
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: '12' },
  { type: 'code.edit' },
  { type: 'code.resend' },
  done('resetVerifyCode', { reset: true }),
  error('resetVerifyCode', refused(SECOND_FACTOR_REFUSALS.wrongCode)),
  error('resetVerifyCode', sampleErrors.network),
  ...afterEvents(snapshot),
];

describe('resetting a lost app (model-based)', () => {
  const coverage = new CoverageRecorder(otpResetMachine);
  const cases = modelPaths(otpResetMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    const machine = otpResetMachine.provide({ actors: fakes.forAll(ACTORS), delays: { tick: 60_000 } });
    await drivePath(machine, path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('resetting a lost app: effects', () => {
  const start = (first: ResetCaptcha = info()) => {
    let drawn = 0;
    const sent: ResetSendRequest[] = [];
    const verified: string[] = [];
    const machine = otpResetMachine.provide({
      actors: {
        resetCaptcha: fromPromise(async () => (drawn++ === 0 ? first : info({}, drawn))),
        resetSendSms: fromPromise(
          async ({
            input: { accessToken: _, ...form },
          }: {
            input: ResetSendRequest & { accessToken: string };
          }) => {
            sent.push(form);
            return { resendAfter: 60 };
          },
        ),
        resetVerifyCode: fromPromise(async ({ input }: { input: { accessToken: string; code: string } }) => {
          verified.push(input.code);
          return { reset: true as const };
        }),
      },
      actions: { reportError: () => {} },
    });
    return { actor: createActor(machine, { input }).start(), sent, verified };
  };

  it('sends the captcha answer with its code, then the texted code, and ends reset', async () => {
    const { actor, sent, verified } = start();
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'code.send', captcha: ' ab12 ' });
    await waitFor(actor, (s) => s.matches('entering'));
    expect(sent).toEqual([{ captcha: 'ab12', cap_code: 'cap-1' }]);
    expect(actor.getSnapshot().context.resendIn).toBe(60);
    actor.send({ type: 'code.submit', code: ' 246810 ' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({ reset: true });
    expect(verified).toEqual(['246810']);
  });

  it('goes straight to the code when a reload finds the countdown running', async () => {
    const { actor } = start(info({ resendAfter: 30 }));
    const entering = await waitFor(actor, (s) => s.matches('entering'));
    expect(entering.context).toMatchObject({ resendIn: 30, phoneNumber: '138****8010' });
  });

  it('says so for a user without a phone', async () => {
    const { actor } = start(info({ phoneNumber: null }));
    await waitFor(actor, (s) => s.matches('noPhone'));
  });

  it('asks for the captcha before sending', async () => {
    const { actor, sent } = start();
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'code.send', captcha: '' });
    expect(actor.getSnapshot().context.captchaMissing).toBe(true);
    expect(sent).toEqual([]);
  });
});
