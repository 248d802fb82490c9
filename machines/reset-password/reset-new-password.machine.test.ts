import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { samplePolicies } from '../testing/sample-policies';
import { type ResetNewPasswordInput, resetNewPasswordMachine } from './reset-new-password.machine';

const input: ResetNewPasswordInput = {
  resetToken: 'reset-token-0123456789abcdef',
  username: 'resetmail',
  enterpriseId: 'demo',
};
/** The password as the encryption gives it: the ciphertext, and the code of the challenge it is bound to. */
const sealed = { password: '04cipher', sm2_code: 'challenge-1' };
const policy = samplePolicies.passwordPolicy;
const ACTORS = ['loadPolicy', 'checkBreached', 'encryptPassword', 'submitReset'] as const;
const invalid = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });
const valid = { password: 'Renewed@2026', passwordAgain: 'Renewed@2026' };

const events = (_snapshot: AnyMachineSnapshot) => [
  done('loadPolicy', policy),
  error('loadPolicy', sampleErrors.network),
  { type: 'policy.retry' },
  { type: 'password.submit', ...valid },
  { type: 'password.submit', password: 'short', passwordAgain: '' },
  { type: 'password.edit', field: 'password' },
  done('checkBreached', false),
  done('checkBreached', true),
  error('checkBreached', sampleErrors.network),
  done('encryptPassword', sealed),
  error('encryptPassword', new Error('sm-crypto failed to load')),
  done('submitReset', { resultDto: { result: true, errorMessage: null } }),
  done('submitReset', { resultDto: { result: false, errorMessage: 'forgotPassword.expired' } }),
  error('submitReset', invalid('password.WeakPassword')),
  error('submitReset', invalid('forgotPassword.notVerified')),
  error('submitReset', invalid('forgotPassword.replayed')),
  error('submitReset', sampleErrors.network),
];

describe('reset new password step (model-based)', () => {
  const coverage = new CoverageRecorder(resetNewPasswordMachine);
  const cases = modelPaths(resetNewPasswordMachine, { events, input }).map(
    (p) => [describePath(p), p] as const,
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(
      resetNewPasswordMachine.provide({ actors: fakes.forAll(ACTORS) }),
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

describe('reset new password step effects', () => {
  const ready = async () => {
    const fakes = new FakeActors();
    const reportError = vi.fn();
    const machine = resetNewPasswordMachine.provide({
      actors: fakes.forAll(ACTORS),
      actions: { reportError },
    });
    const actor = createActor(machine, { input }).start();
    expect(fakes.inputs('loadPolicy')).toEqual([{ enterpriseId: 'demo' }]);
    fakes.settle('loadPolicy', true, policy);
    await waitFor(actor, (s) => s.matches('editing'));
    return { actor, fakes, reportError };
  };

  it('refuses a password outside the policy, or a different second one, at their fields', async () => {
    const { actor, fakes } = await ready();
    actor.send({ type: 'password.submit', password: 'short', passwordAgain: 'other' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: { code: 'password', violation: { code: 'minLength', min: 8 } },
      passwordAgain: { code: 'mismatch' },
    });
    actor.send({ type: 'password.submit', password: '', passwordAgain: '' });
    expect(actor.getSnapshot().context.errors).toEqual({
      password: { code: 'required' },
      passwordAgain: { code: 'required' },
    });
    expect(fakes.inputs('checkBreached')).toEqual([]);
  });

  it('refuses a breached password at its field before anything is encrypted', async () => {
    const { actor, fakes } = await ready();
    actor.send({ type: 'password.submit', ...valid });
    expect(fakes.inputs('checkBreached')).toEqual([{ password: 'Renewed@2026' }]);
    fakes.settle('checkBreached', true, true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ password: { code: 'breached' } });
    expect(fakes.inputs('encryptPassword')).toEqual([]);
  });

  it('sends only the ciphertext, with its challenge’s code, and ends with the server’s result', async () => {
    const { actor, fakes } = await ready();
    actor.send({ type: 'password.submit', ...valid });
    fakes.settle('checkBreached', true, false);
    fakes.settle('encryptPassword', true, sealed);
    await waitFor(actor, (s) => s.matches('submitting'));
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Renewed@2026');
    expect(fakes.inputs('submitReset')).toEqual([
      {
        resetToken: input.resetToken,
        password: '04cipher',
        sm2_code: 'challenge-1',
        _enterprise_id: 'demo',
      },
    ]);
    fakes.settle('submitReset', true, { resultDto: { result: true, errorMessage: null } });
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({
      result: true,
      errorMessage: null,
    });
  });

  it('puts the server’s policy refusal at the password field', async () => {
    const { actor, fakes } = await ready();
    actor.send({ type: 'password.submit', ...valid });
    fakes.settle('checkBreached', true, false);
    fakes.settle('encryptPassword', true, sealed);
    fakes.settle('submitReset', false, invalid('password.policy.containsUsername'));
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({
      password: { code: 'password', violation: { code: 'containsUsername' } },
    });
    expect(actor.getSnapshot().context.encryptedPassword).toBeNull();
  });
});

describe('reset new password step: refusals of the request', () => {
  const through = async (refusal: string) => {
    const fakes = new FakeActors();
    const machine = resetNewPasswordMachine.provide({ actors: fakes.forAll(ACTORS) });
    const actor = createActor(machine, { input }).start();
    fakes.settle('loadPolicy', true, policy);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'password.submit', ...valid });
    fakes.settle('checkBreached', true, false);
    fakes.settle('encryptPassword', true, sealed);
    fakes.settle('submitReset', false, invalid(refusal));
    return actor;
  };

  it('ends as a failed result when the reset is over or was never proved', async () => {
    const actor = await through('forgotPassword.notVerified');
    expect((await waitFor(actor, (s) => s.status === 'done')).output).toEqual({
      result: false,
      errorMessage: 'forgotPassword.notVerified',
    });
  });

  it('says any other refusal of the request above the form, and forgets it on the next submit', async () => {
    const actor = await through('forgotPassword.replayed');
    await waitFor(actor, (s) => s.matches('editing') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toBe('replayed');
  });
});
