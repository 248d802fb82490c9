import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { SECOND_FACTOR_REFUSALS } from '../../schemas/refusals';
import type { SmsUserInfo } from '../../schemas/second-factor.schema';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { smsCodeMachine } from './sms-code.machine';

const input = { accessToken: 'tok' };
const ACTORS = ['smsUserInfo', 'smsSendCode', 'bindPhoneSendCode', 'smsSubmitCode'] as const;
const info = (over: Partial<SmsUserInfo> = {}): SmsUserInfo => ({
  phoneNumber: '138****8000',
  resendAfter: 0,
  mayBindPhone: false,
  bindingPhone: null,
  ...over,
});
const pass = { authCode: 'pass-0123456789abcdef' };
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A countdown of 2 s keeps the model small: the same transitions as 60 s, fewer states.
const events = (snapshot: AnyMachineSnapshot) => [
  done('smsUserInfo', info()),
  done('smsUserInfo', info({ resendAfter: 2 })),
  done('smsUserInfo', info({ phoneNumber: null })),
  done('smsUserInfo', info({ phoneNumber: null, mayBindPhone: true })),
  // A reload while a code to the number being bound is live.
  done(
    'smsUserInfo',
    info({ phoneNumber: null, mayBindPhone: true, bindingPhone: '13900139000', resendAfter: 2 }),
  ),
  error('smsUserInfo', sampleErrors.network),
  { type: 'phone.retry' },
  { type: 'code.send' },
  done('smsSendCode', { resendAfter: 2 }),
  error('smsSendCode', refused(SECOND_FACTOR_REFUSALS.resendTooSoon)),
  error('smsSendCode', sampleErrors.network),
  { type: 'phone.send', phoneNumber: '139 0013 9000' },
  { type: 'phone.send', phoneNumber: '' },
  { type: 'phone.send', phoneNumber: '12345' },
  { type: 'phone.edit' },
  { type: 'phone.change' },
  done('bindPhoneSendCode', { resendAfter: 2 }),
  error('bindPhoneSendCode', refused(SECOND_FACTOR_REFUSALS.phoneInUse)),
  error('bindPhoneSendCode', sampleErrors.network),
  { type: 'code.submit', code: '123456' },
  { type: 'code.submit', code: 'abc' },
  { type: 'code.edit' },
  done('smsSubmitCode', pass),
  error('smsSubmitCode', refused(SECOND_FACTOR_REFUSALS.expiredCode)),
  error('smsSubmitCode', sampleErrors.network),
  ...afterEvents(snapshot),
];

describe('SMS code (model-based)', () => {
  const coverage = new CoverageRecorder(smsCodeMachine);
  const cases = modelPaths(smsCodeMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    // The model's clock is the delayed events it sends; the real timer must not fire during a path.
    const machine = smsCodeMachine.provide({ actors: fakes.forAll(ACTORS), delays: { tick: 60_000 } });
    await drivePath(machine, path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('SMS code effects', () => {
  afterAll(() => vi.useRealTimers());

  const start = (answer: SmsUserInfo = info()) => {
    const sent: unknown[] = [];
    const reportError = vi.fn();
    const machine = smsCodeMachine.provide({
      actors: {
        smsUserInfo: fromPromise(async () => answer),
        smsSendCode: fromPromise(async () => ({ resendAfter: 60 })),
        bindPhoneSendCode: fromPromise(
          async ({ input: given }: { input: { accessToken: string; phoneNumber: string } }) => {
            sent.push(given);
            return { resendAfter: 60 };
          },
        ),
        smsSubmitCode: fromPromise(
          async ({ input: given }: { input: { accessToken: string; code: string } }) => {
            sent.push(given);
            return pass;
          },
        ),
      },
      actions: { reportError },
    });
    return { actor: createActor(machine, { input }).start(), sent, reportError };
  };

  it('counts the resend down a second at a time, then offers it again', async () => {
    vi.useFakeTimers();
    const { actor } = start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: { sender: 'idle' } })).toBe(true));
    actor.send({ type: 'code.send' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.resendIn).toBe(60));
    expect(actor.getSnapshot().context.sent).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.resendIn).toBe(59);
    vi.advanceTimersByTime(59_000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    expect(actor.getSnapshot().matches({ ready: { sender: 'idle' } })).toBe(true);
    vi.useRealTimers();
  });

  it('keeps the countdown a reload found running', async () => {
    const { actor } = start(info({ resendAfter: 42 }));
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({ resendIn: 42, sent: true });
    expect(ready.matches({ ready: { sender: 'cooling' } })).toBe(true);
  });

  it('takes a code while the countdown runs, and ends with the pass', async () => {
    const { actor, sent } = start(info({ resendAfter: 30 }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'code.submit', code: '246810' });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual(pass);
    expect(sent).toEqual([{ accessToken: 'tok', code: '246810' }]);
  });

  it('says when no phone is bound, and sends nothing', async () => {
    const { actor } = start(info({ phoneNumber: null }));
    expect((await waitFor(actor, (s) => s.matches('noPhone'))).context.phoneNumber).toBeNull();
  });

  it('binds a phone: the number typed, checked, gets the code; the next codes go to it too', async () => {
    const { actor, sent } = start(info({ phoneNumber: null, mayBindPhone: true }));
    await waitFor(actor, (s) => s.matches({ newPhone: 'entering' }));
    actor.send({ type: 'phone.send', phoneNumber: '' });
    expect(actor.getSnapshot().context.phoneError).toBe('required');
    actor.send({ type: 'phone.send', phoneNumber: '2345' });
    expect(actor.getSnapshot().context.phoneError).toBe('format');
    actor.send({ type: 'phone.edit' });
    expect(actor.getSnapshot().context.phoneError).toBeNull();
    actor.send({ type: 'phone.send', phoneNumber: '139-0013-9000' });
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({
      phoneNumber: '13900139000',
      binding: true,
      sent: true,
      resendIn: 60,
    });
    expect(sent).toEqual([{ accessToken: 'tok', phoneNumber: '13900139000' }]);
  });

  it('goes on with the number a reload found a live code for, and may change it', async () => {
    const { actor } = start(
      info({ phoneNumber: null, mayBindPhone: true, bindingPhone: '13900139000', resendAfter: 20 }),
    );
    const ready = await waitFor(actor, (s) => s.matches('ready'));
    expect(ready.context).toMatchObject({ phoneNumber: '13900139000', resendIn: 20, sent: true });
    actor.send({ type: 'phone.change' });
    expect(actor.getSnapshot().matches({ newPhone: 'entering' })).toBe(true);
  });

  it('offers no other number to a user whose phone is bound', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'phone.change' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });
});
