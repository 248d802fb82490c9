import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { RESET_PASSWORD_REFUSALS } from '../../schemas/refusals';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type ResetCodeInput, resetCodeMachine } from './reset-code.machine';

const input: ResetCodeInput = {
  resetToken: 'reset-token-0123456789abcdef',
  type: 'email',
  enterpriseId: 'demo',
  sent: null,
};
/** After a reload: the code sent 20 s before, 40 s of its countdown left. */
const resumed: ResetCodeInput = { ...input, sent: { resendIn: 2, validMinutes: 10 } };
const ACTORS = ['obtainCode', 'verifyCode'] as const;
/** The token the server gives the proved reset. */
const PROVED = 'proved-token-0123456789abcdef';
const refused = (name: keyof typeof RESET_PASSWORD_REFUSALS) =>
  failed({ kind: 'response', code: 'InvalidParameter', message: RESET_PASSWORD_REFUSALS[name] });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

// A countdown of 2 s keeps the model small: the same transitions as 60 s, fewer states.
const events = (snapshot: AnyMachineSnapshot) => [
  done('obtainCode', { resendAfter: 2, validMinutes: 10 }),
  // A server without a countdown.
  done('obtainCode', { resendAfter: 0, validMinutes: 10 }),
  error('obtainCode', refused('resendTooSoon')),
  error('obtainCode', refused('dailyLimit')),
  error('obtainCode', refused('expired')),
  error('obtainCode', sampleErrors.network),
  { type: 'code.send' },
  { type: 'code.submit', code: '123 456' },
  { type: 'code.submit', code: '12a' },
  { type: 'code.edit' },
  done('verifyCode', { check: 'ok', resetToken: PROVED }),
  done('verifyCode', { check: 'missing', resetToken: PROVED }),
  done('verifyCode', { check: 'mismatch', resetToken: PROVED }),
  error('verifyCode', refused('wrongCode')),
  error('verifyCode', refused('expired')),
  error('verifyCode', sampleErrors.network),
  ...afterEvents(snapshot),
];

/**
 * What the guards read of the context (COUNTDOWN_GUARDS): a countdown running, on its last second, or none.
 * The whole context made every second of the 60 s a held-back code counts down, times every refusal and format
 * error shown, a state of its own (1881 paths); the effect tests below assert what those fields hold.
 */
const serialize = (s: AnyMachineSnapshot) => {
  const { resendIn } = s.context as { resendIn: number };
  return JSON.stringify([s.value, resendIn > 1 ? 'running' : resendIn === 1 ? 'last' : 'none', s.status]);
};

describe('reset code step (model-based)', () => {
  const coverage = new CoverageRecorder(resetCodeMachine);
  const cases = [input, resumed].flatMap((given) =>
    modelPaths(resetCodeMachine, { events, input: given, serialize }).map(
      (p) => [`${given.sent ? 'resumed: ' : ''}${describePath(p)}`, p, given] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    const machine = resetCodeMachine.provide({ actors: fakes.forAll(ACTORS), delays: { tick: 60_000 } });
    await drivePath(machine, path, fakes, coverage, { input: given, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('reset code step effects', () => {
  const start = (given: ResetCodeInput = input) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const keepSent = vi.fn();
    const machine = resetCodeMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError, keepSent },
      delays: { tick: 5 },
    });
    const actor = createActor(machine, { input: given }).start();
    return { actor, fakes, reportError, keepSent };
  };

  it('keeps the code sent for a reload, and after one sends none: its countdown goes on where it was', async () => {
    const first = start();
    first.fakes.settle('obtainCode', true, { resendAfter: 60, validMinutes: 10 });
    await waitFor(first.actor, (s) => s.matches({ ready: { sender: 'cooling' } }));
    expect(first.keepSent).toHaveBeenCalledWith(expect.anything(), { resendAfter: 60, validMinutes: 10 });
    const again = start(resumed);
    expect(again.fakes.inputs('obtainCode')).toEqual([]);
    expect(again.actor.getSnapshot().matches({ ready: { sender: 'cooling' } })).toBe(true);
    expect(again.actor.getSnapshot().context).toMatchObject({ resendIn: 2, validMinutes: 10 });
    await waitFor(again.actor, (s) => s.matches({ ready: { sender: 'idle' } }));
    again.actor.send({ type: 'code.send' });
    expect(again.fakes.inputs('obtainCode')).toHaveLength(1);
  });

  it('sends the first code at once, by the way chosen, and counts down before another', async () => {
    const { actor, fakes } = start();
    expect(actor.getSnapshot().hasTag('sending')).toBe(true);
    expect(fakes.inputs('obtainCode')).toEqual([
      { resetToken: input.resetToken, type: 'email', _enterprise_id: 'demo' },
    ]);
    fakes.settle('obtainCode', true, { resendAfter: 2, validMinutes: 10 });
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'cooling' } }));
    expect(actor.getSnapshot().context).toMatchObject({ resendIn: 2, validMinutes: 10 });
    actor.send({ type: 'code.send' });
    expect(fakes.inputs('obtainCode')).toHaveLength(1);
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'idle' } }));
    actor.send({ type: 'code.send' });
    expect(fakes.inputs('obtainCode')).toHaveLength(2);
  });

  it('sends the code without its spaces and goes on only when the sToken opens to it', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'code.submit', code: ' 123 456 ' });
    expect(fakes.inputs('verifyCode')).toEqual([
      { resetToken: input.resetToken, type: 'email', code: '123456', _enterprise_id: 'demo' },
    ]);
    fakes.settle('verifyCode', true, { check: 'ok', resetToken: PROVED });
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ kind: 'verified', resetToken: PROVED });
  });

  it.each([
    ['missing', 'sTokenMissing'],
    ['mismatch', 'sTokenMismatch'],
  ] as const)(
    'SPEC 5: an sToken %s is refused, and the reset starts again saying so',
    async (check, reason) => {
      const { actor, fakes } = start();
      actor.send({ type: 'code.submit', code: '123456' });
      fakes.settle('verifyCode', true, { check, resetToken: PROVED });
      const final = await waitFor(actor, (s) => s.status === 'done');
      expect(final.output).toEqual({ kind: 'restart', reason });
    },
  );

  it('keeps a wrong code’s refusal until the code is edited; a malformed code is not sent', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'code.submit', code: '12' });
    expect(actor.getSnapshot().context.formatError).toBe('format');
    actor.send({ type: 'code.submit', code: '' });
    expect(actor.getSnapshot().context.formatError).toBe('required');
    actor.send({ type: 'code.submit', code: '123456' });
    fakes.settle('verifyCode', false, refused('wrongCode'));
    await waitFor(actor, (s) => s.context.refusal === 'wrongCode');
    actor.send({ type: 'code.edit' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(fakes.inputs('verifyCode')).toHaveLength(1);
  });

  it('ends for a restart when the reset’s token is over', async () => {
    const { actor, fakes } = start();
    fakes.settle('obtainCode', false, refused('expired'));
    const final = await waitFor(actor, (s) => s.status === 'done');
    expect(final.output).toEqual({ kind: 'restart', reason: 'expired' });
  });
});

describe('reset code step: a code held back by the countdown', () => {
  it('counts down the most the last code may have left, and says why nothing was sent', async () => {
    const fakes = new FakeActors();
    const actor = createActor(resetCodeMachine.provide({ actors: fakes.forAll(ACTORS) }), { input }).start();
    fakes.settle('obtainCode', false, refused('resendTooSoon'));
    await waitFor(actor, (s) => s.matches({ ready: { sender: 'cooling' } }));
    expect(actor.getSnapshot().context).toMatchObject({
      resendIn: 60,
      refusal: 'resendTooSoon',
      validMinutes: null,
    });
  });
});
