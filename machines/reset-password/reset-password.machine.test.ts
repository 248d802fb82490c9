import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { type ResetPasswordInput, resetPasswordMachine } from './reset-password.machine';

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
const CHILDREN = ['resetAccount', 'resetCode', 'resetQuestions', 'resetNewPassword'] as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('bug') });

const events = (_snapshot: AnyMachineSnapshot) => [
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
  const start = () => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = resetPasswordMachine.provide({
      actors: fakes.forAll(CHILDREN) as never,
      actions: { reportError },
    });
    const actor = createActor(machine, { input }).start();
    return { actor, fakes, reportError };
  };

  it('walks the five steps by phone, the new password with the proved token, and ends for the login', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('resetAccount')).toEqual([{ enterpriseId: 'demo', refusal: null }]);
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'phone' });
    expect(fakes.inputs('resetCode')).toEqual([
      { resetToken: user.resetToken, type: 'phone', enterpriseId: 'demo' },
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
    const { actor, fakes } = start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'question' });
    expect(fakes.inputs('resetQuestions')).toEqual([
      { resetToken: user.resetToken, username: 'resetphone', enterpriseId: 'demo' },
    ]);
  });

  it('offers only the account’s ways', async () => {
    const { actor, fakes } = start();
    fakes.settle('resetAccount', true, { ...user, methods: [user.methods[0]] });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'method.choose', method: 'question' });
    actor.send({ type: 'method.choose', method: 'phone' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('starts again from the account, saying why, when the reset’s token is over', async () => {
    const { actor, fakes } = start();
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
    const { actor, fakes } = start();
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
    const { actor, fakes } = start();
    fakes.settle('resetAccount', true, user);
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'reset.leave' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'left' });
  });
});
