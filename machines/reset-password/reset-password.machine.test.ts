import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { type ResetPasswordInput, resetPasswordMachine } from './reset-password.machine';
import type { KeptReset } from './reset-password.schema';

const input: ResetPasswordInput = { enterpriseId: 'demo' };
const user = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetphone',
  methods: [
    { type: 'email' as const, masked: 'r***@demo.example.com' },
    { type: 'phone' as const, masked: '138****8020' },
    { type: 'question' as const, masked: null },
  ],
};
// The children are faked: each step ends with the output its machine gives (their own tests drive them).
/** The token the proof gives the reset: only it sets the password. */
const PROVED = 'proved-token-0123456789abcdef';
const CHILDREN = ['keptReset', 'resetAccount', 'resetCode', 'resetQuestions', 'resetNewPassword'] as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('bug') });

/** A reset this tab kept: the code step's, a code sent 20 s ago still counting down. */
const KEPT: KeptReset = {
  user,
  method: 'email',
  proved: false,
  sent: { resendIn: 40, validMinutes: 10 },
};

const events = (_snapshot: AnyMachineSnapshot) => [
  done('keptReset', null),
  done('keptReset', KEPT),
  done('keptReset', { ...KEPT, method: null, sent: null }),
  done('keptReset', { ...KEPT, method: 'question', sent: null }),
  done('keptReset', { ...KEPT, proved: true }),
  error('keptReset'),
  done('resetAccount', user),
  done('resetAccount', { ...user, methods: [{ type: 'email', masked: 'r***@demo.example.com' }] }),
  error('resetAccount'),
  { type: 'method.choose', method: 'phone' },
  { type: 'method.choose', method: 'question' },
  { type: 'method.change' },
  { type: 'reset.restart' },
  { type: 'reset.finish' },
  { type: 'reset.leave' },
  done('resetCode', { kind: 'verified', resetToken: PROVED }),
  done('resetCode', { kind: 'restart', reason: 'expired' }),
  done('resetCode', { kind: 'restart', reason: 'sTokenMismatch' }),
  error('resetCode'),
  done('resetQuestions', { kind: 'verified', resetToken: PROVED }),
  done('resetQuestions', { kind: 'restart', reason: 'expired' }),
  error('resetQuestions'),
  done('resetNewPassword', { result: true, errorMessage: null }),
  done('resetNewPassword', { result: false, errorMessage: 'forgotPassword.expired' }),
  error('resetNewPassword'),
];

describe('reset password (model-based)', () => {
  const coverage = new CoverageRecorder(resetPasswordMachine);
  const cases = modelPaths(resetPasswordMachine, { events, input }).map((p) => [describePath(p), p] as const);

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(15));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(
      resetPasswordMachine.provide({ actors: fakes.forAll(CHILDREN) as never }),
      path,
      fakes,
      coverage,
      {
        input,
      },
    );
  });

  afterAll(() => coverage.expectComplete());
});

describe('reset password effects', () => {
  const start = async (kept: KeptReset | null = null) => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const keepProgress = vi.fn();
    const machine = resetPasswordMachine.provide({
      actors: { ...fakes.forAll(CHILDREN), keptReset: fromPromise(async () => kept) } as never,
      actions: { reportError, keepProgress },
    });
    const actor = createActor(machine, { input }).start();
    await waitFor(actor, (s) => !s.matches('resuming'));
    const kept_ = () =>
      keepProgress.mock.calls.map(([, params]) => (params as { progress: unknown }).progress);
    return { actor, fakes, reportError, kept: kept_ };
  };

  it('walks the five steps by phone, the new password with the proved token, and ends for the login', async () => {
    const { actor, fakes } = await start();
    expect(fakes.inputs('resetAccount')).toEqual([{ enterpriseId: 'demo', refusal: null }]);
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'phone' });
    expect(fakes.inputs('resetCode')).toEqual([
      { resetToken: user.resetToken, type: 'phone', enterpriseId: 'demo', sent: null },
    ]);
    fakes.settle('resetCode', true, { kind: 'verified', resetToken: PROVED });
    await waitFor(actor, (s) => s.matches('newPassword'));
    expect(fakes.inputs('resetNewPassword')).toEqual([
      { resetToken: PROVED, username: 'resetphone', enterpriseId: 'demo' },
    ]);
    fakes.settle('resetNewPassword', true, { result: true, errorMessage: null });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'reset.finish' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'reset' });
  });

  it('asks the questions of the account by its stored name', async () => {
    const { actor, fakes } = await start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'question' });
    expect(fakes.inputs('resetQuestions')).toEqual([
      { resetToken: user.resetToken, username: 'resetphone', enterpriseId: 'demo' },
    ]);
  });

  it('offers only the account’s ways', async () => {
    const { actor, fakes } = await start();
    fakes.settle('resetAccount', true, { ...user, methods: [user.methods[0]] });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'question' });
    actor.send({ type: 'method.choose', method: 'phone' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('starts again from the account, saying why, when the reset’s token is over', async () => {
    const { actor, fakes } = await start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'email' });
    fakes.settle('resetCode', true, { kind: 'restart', reason: 'expired' });
    await waitFor(actor, (s) => s.matches('account'));
    expect(actor.getSnapshot().context).toMatchObject({ user: null, method: null, notice: 'expired' });
    expect(fakes.inputs('resetAccount')).toEqual([
      { enterpriseId: 'demo', refusal: null },
      { enterpriseId: 'demo', refusal: 'expired' },
    ]);
  });

  it('shows a failed result and lets the user start again', async () => {
    const { actor, fakes } = await start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'email' });
    fakes.settle('resetCode', true, { kind: 'verified', resetToken: PROVED });
    await waitFor(actor, (s) => s.matches('newPassword'));
    fakes.settle('resetNewPassword', true, { result: false, errorMessage: 'forgotPassword.expired' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.result).toEqual({
      result: false,
      errorMessage: 'forgotPassword.expired',
    });
    actor.send({ type: 'reset.restart' });
    expect(actor.getSnapshot().value).toBe('account');
  });

  it('goes back to the login from any step when the user leaves', async () => {
    const { actor, fakes } = await start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'reset.leave' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'left' });
  });

  it('keeps the reset in the tab as it goes, and nothing of it once it ends', async () => {
    const { actor, fakes, kept } = await start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'phone' });
    fakes.settle('resetCode', true, { kind: 'verified', resetToken: PROVED });
    await waitFor(actor, (s) => s.matches('newPassword'));
    fakes.settle('resetNewPassword', true, { result: true, errorMessage: null });
    await waitFor(actor, (s) => s.matches('succeeded'));
    actor.send({ type: 'reset.finish' });
    expect(kept()).toEqual([
      { user, method: null, proved: false },
      { user, method: 'phone', proved: false },
      { user: { ...user, resetToken: PROVED }, method: 'phone', proved: true },
      null,
    ]);
  });

  it('forgets the reset the user leaves, or starts again', async () => {
    const left = await start(KEPT);
    left.actor.send({ type: 'reset.leave' });
    expect(left.kept()).toEqual([null]);
    const over = await start(KEPT);
    over.fakes.settle('resetCode', true, { kind: 'restart', reason: 'expired' });
    await waitFor(over.actor, (s) => s.matches('account'));
    expect(over.kept()).toEqual([null]);
  });

  it('after a reload, goes on at the code step with the code sent, which it does not send again', async () => {
    const { actor, fakes } = await start(KEPT);
    expect(actor.getSnapshot().value).toBe('code');
    expect(fakes.inputs('resetAccount')).toEqual([]);
    expect(fakes.inputs('resetCode')).toEqual([
      { resetToken: user.resetToken, type: 'email', enterpriseId: 'demo', sent: KEPT.sent },
    ]);
    // Another way sends another code: the one kept is not shown for it.
    actor.send({ type: 'method.change' });
    actor.send({ type: 'method.choose', method: 'email' });
    expect(fakes.inputs('resetCode').at(-1)).toMatchObject({ sent: null });
  });

  it('after a reload, goes on at the step it was on: the way to choose, the questions, the new password', async () => {
    expect((await start({ ...KEPT, method: null, sent: null })).actor.getSnapshot().value).toBe('choosing');
    const questions = await start({ ...KEPT, method: 'question', sent: null });
    expect(questions.actor.getSnapshot().value).toBe('questions');
    expect(questions.fakes.inputs('resetQuestions')).toEqual([
      { resetToken: user.resetToken, username: 'resetphone', enterpriseId: 'demo' },
    ]);
    const proved = await start({ ...KEPT, user: { ...user, resetToken: PROVED }, proved: true });
    expect(proved.actor.getSnapshot().value).toBe('newPassword');
    expect(proved.fakes.inputs('resetNewPassword')).toEqual([
      { resetToken: PROVED, username: 'resetphone', enterpriseId: 'demo' },
    ]);
  });
});
