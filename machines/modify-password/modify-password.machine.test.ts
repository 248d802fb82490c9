import { afterAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, toPromise, waitFor } from 'xstate';
import type { ModifyPassword, SyncToSp } from '../../schemas/modify-password.schema';
import {
  type EncryptedPasswords,
  type ModifyPasswordInput,
  type Policies,
  modifyPasswordMachine,
} from './modify-password.machine';
import { afterEvents } from '../testing/after-events';
import { samplePolicies as policies } from '../testing/sample-policies';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';

const input: ModifyPasswordInput = {
  type: 'needModifyPasswordOfFirstLogin',
  accessToken: 'tok',
  clientId: 'demo-login-client',
  enterpriseId: 'demo',
  skipForceLogin: false,
};
const skipping: ModifyPasswordInput = { ...input, skipForceLogin: true };
const valid = { oldPassword: 'First@123456', newPassword: 'Changed@2024', confirmPassword: 'Changed@2024' };
// The three ciphertexts under one fresh challenge, and its code.
const encrypted = {
  oldPassword: '04aa',
  newPassword: '04bb',
  confirmPassword: '04cc',
  sm2_code: 'challenge-1',
};
const rejected = (message: string, code = 'InvalidParameter') => failed({ kind: 'response', code, message });
const ACTORS = ['loadPolicies', 'encryptPasswords', 'modifyPassword', 'syncToSp'] as const;

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  done('loadPolicies', policies),
  error('loadPolicies', sampleErrors.network),
  { type: 'policies.retry' },
  { type: 'form.submit', ...valid },
  { type: 'form.submit', oldPassword: '', newPassword: '', confirmPassword: '' },
  { type: 'form.submit', ...valid, newPassword: 'short', confirmPassword: 'other' },
  { type: 'form.edit', field: 'newPassword' },
  { type: 'change.leave' },
  done('encryptPasswords', encrypted),
  error('encryptPasswords', new Error('sm-crypto failed to load')),
  done('modifyPassword', { storePassword: true, systemUserUuid: 'u-1' }),
  done('modifyPassword', { storePassword: false, systemUserUuid: 'u-1' }),
  error('modifyPassword', rejected('password.policy.policyType')),
  error('modifyPassword', rejected('password.WeakPassword')),
  error('modifyPassword', rejected('password.change.wrongOldPassword', 'Password.Invalid')),
  error('modifyPassword', rejected('原密码错误')),
  error('modifyPassword', sampleErrors.http401),
  done('syncToSp', { accepted: 1 }),
  error('syncToSp', sampleErrors.network),
  ...afterEvents(snapshot),
];

// The model's clock is the delayed events it sends; the real timer must not fire during a path.
const forModel = (fakes: FakeActors) =>
  modifyPasswordMachine.provide({ actors: fakes.forAll(ACTORS), delays: { passwordChangeRedirect: 60_000 } });

describe('modify password machine (model-based)', () => {
  const coverage = new CoverageRecorder(modifyPasswordMachine);
  const cases = [input, skipping].flatMap((given) =>
    modelPaths(modifyPasswordMachine, { events, input: given }).map(
      (p) => [`${given.skipForceLogin ? 'skip' : 'relogin'}: ${describePath(p)}`, p, given] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(20));

  it.each(cases)('%s', async (_name, path, given) => {
    const fakes = new FakeActors();
    await drivePath(forModel(fakes), path, fakes, coverage, { input: given });
  });

  afterAll(() => coverage.expectComplete());
});

describe('modify password machine effects', () => {
  const spies = () => ({ clearToken: vi.fn(), reportError: vi.fn() });
  const params = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((call) => call[1]);

  type Results = {
    loadPolicies: () => Promise<Policies>;
    encryptPasswords: () => Promise<EncryptedPasswords>;
    modifyPassword: () => Promise<ModifyPassword>;
    syncToSp: () => Promise<SyncToSp>;
  };
  const start = (overrides: Partial<Results> = {}, given = input) => {
    const results: Results = {
      loadPolicies: async () => policies,
      encryptPasswords: async () => encrypted,
      modifyPassword: async () => ({ storePassword: true, systemUserUuid: 'u-1' }),
      syncToSp: async () => ({ accepted: 1 }),
      ...overrides,
    };
    const actions = spies();
    const calls: Record<'encryptPasswords' | 'modifyPassword' | 'syncToSp', unknown[]> = {
      encryptPasswords: [],
      modifyPassword: [],
      syncToSp: [],
    };
    const machine = modifyPasswordMachine.provide({
      actors: {
        loadPolicies: fromPromise(() => results.loadPolicies()),
        encryptPasswords: fromPromise(({ input: given }) => {
          calls.encryptPasswords.push(given);
          return results.encryptPasswords();
        }),
        modifyPassword: fromPromise(({ input: given }) => {
          calls.modifyPassword.push(given);
          return results.modifyPassword();
        }),
        syncToSp: fromPromise(({ input: given }) => {
          calls.syncToSp.push(given);
          return results.syncToSp();
        }),
      },
      actions,
      delays: { passwordChangeRedirect: 10 },
    });
    const actor = createActor(machine, { input: given }).start();
    return { actor, actions, calls };
  };
  const editing = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('editing'));
  /** The form loaded, then submitted with a valid change. */
  const submitted = async (overrides: Partial<Results> = {}, given = input) => {
    const run = start(overrides, given);
    await editing(run.actor);
    run.actor.send({ type: 'form.submit', ...valid });
    return run;
  };

  it("encrypts the form under one challenge, sends the ciphertexts and its code with the session's token, clears the token and syncs the account", async () => {
    const { actor, actions, calls } = await submitted();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'changed', continueLogin: false });
    expect(calls.encryptPasswords).toEqual([{ form: valid, enterpriseId: 'demo' }]);
    expect(calls.modifyPassword).toEqual([
      { ...encrypted, clientId: 'demo-login-client', enterpriseId: 'demo', accessToken: 'tok' },
    ]);
    expect(calls.syncToSp).toEqual([{ accountUuids: ['u-1'], applications: [] }]);
    expect(actions.clearToken).toHaveBeenCalledOnce();
    expect(actions.reportError).not.toHaveBeenCalled();
  });

  it('does not sync when the server stores no password, and a failed sync is reported but still ends changed', async () => {
    const plain = await submitted({
      modifyPassword: async () => ({ storePassword: false, systemUserUuid: 'u-1' }),
    });
    await expect(toPromise(plain.actor)).resolves.toEqual({ kind: 'changed', continueLogin: false });
    expect(plain.calls.syncToSp).toEqual([]);

    const failing = await submitted({ syncToSp: () => Promise.reject(sampleErrors.network) });
    await expect(toPromise(failing.actor)).resolves.toEqual({ kind: 'changed', continueLogin: false });
    expect(params(failing.actions.reportError)).toEqual([{ error: sampleErrors.network }]);
  });

  it('where the tenant skips the forced re-login, keeps the token and goes on at once', async () => {
    const { actor, actions } = await submitted({}, skipping);
    await expect(toPromise(actor)).resolves.toEqual({ kind: 'changed', continueLogin: true });
    expect(actions.clearToken).not.toHaveBeenCalled();
  });

  it('ignores a second submit while one is under way', async () => {
    const { actor, calls } = await submitted();
    actor.send({ type: 'form.submit', ...valid });
    await toPromise(actor);
    expect(calls.encryptPasswords).toHaveLength(1);
    expect(calls.modifyPassword).toHaveLength(1);
  });

  it('shows field errors without calling anything, and keeps no password in its context', async () => {
    const { actor, calls } = start();
    await editing(actor);
    actor.send({
      type: 'form.submit',
      oldPassword: 'Same@12345',
      newPassword: 'Same@12345',
      confirmPassword: 'x',
    });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      newPassword: { code: 'sameAsOld' },
      confirmPassword: { code: 'mismatch' },
    });
    expect(calls.encryptPasswords).toEqual([]);
    actor.send({ type: 'form.edit', field: 'confirmPassword' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ newPassword: { code: 'sameAsOld' } });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Same@12345');
  });

  it('ends as left, with nothing sent, when the user gives the change up, from the form or a failed load', async () => {
    const fromForm = start();
    await editing(fromForm.actor);
    fromForm.actor.send({ type: 'change.leave' });
    expect(fromForm.actor.getSnapshot().output).toEqual({ kind: 'left' });
    expect(fromForm.calls.modifyPassword).toEqual([]);
    const fromFailure = start({
      loadPolicies: async () => {
        throw sampleErrors.network;
      },
    });
    await waitFor(fromFailure.actor, (s) => s.matches('loadFailed'));
    fromFailure.actor.send({ type: 'change.leave' });
    expect(fromFailure.actor.getSnapshot().output).toEqual({ kind: 'left' });
  });

  it('refuses to be left while it sends the change', async () => {
    const { actor } = start({ encryptPasswords: () => new Promise<EncryptedPasswords>(() => {}) });
    await editing(actor);
    actor.send({ type: 'form.submit', ...valid });
    actor.send({ type: 'change.leave' });
    expect(actor.getSnapshot().matches('encrypting')).toBe(true);
  });

  it('reports a failed policy load and loads again on retry', async () => {
    let attempt = 0;
    const { actor, actions } = start({
      loadPolicies: async () => {
        attempt += 1;
        if (attempt === 1) throw sampleErrors.network;
        return policies;
      },
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(params(actions.reportError)).toEqual([{ error: sampleErrors.network }]);
    actor.send({ type: 'policies.retry' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.passwordPolicy).toEqual(policies.passwordPolicy),
    );
  });

  it('shows the server refusal on the form without reporting it, and clears it when a field is edited', async () => {
    const { actor, actions } = await submitted({
      modifyPassword: () => Promise.reject(rejected('password.change.wrongOldPassword', 'Password.Invalid')),
    });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().context.rejection).toEqual({ code: 'refusal', refusal: 'wrongOldPassword' }),
    );
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.encrypted).toBeNull();
    expect(actions.reportError).not.toHaveBeenCalled();
    actor.send({ type: 'form.edit', field: 'oldPassword' });
    expect(actor.getSnapshot().context.rejection).toBeNull();
  });

  it('reports a failed encryption and returns to the form with nothing sent', async () => {
    const failure = new Error('sm-crypto failed to load');
    const { actor, actions, calls } = await submitted({ encryptPasswords: () => Promise.reject(failure) });
    await vi.waitFor(() => expect(params(actions.reportError)).toEqual([{ error: failure }]));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(calls.modifyPassword).toEqual([]);
  });

  it("reports errors that are not the form's (401) and returns to the form", async () => {
    const { actor, actions } = await submitted({
      modifyPassword: () => Promise.reject(sampleErrors.http401),
    });
    await vi.waitFor(() => expect(params(actions.reportError)).toEqual([{ error: sampleErrors.http401 }]));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.rejection).toBeNull();
    expect(actions.clearToken).not.toHaveBeenCalled();
  });
});
