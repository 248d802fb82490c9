import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type AdapterBindInput, adapterBindMachine } from './adapter-bind.machine';

const login = {
  enterpriseAuthId: 'system_aad_adapter',
  sm2Key: null,
  clientId: 'c1',
  enterpriseId: 'e1',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' as const },
};
const input: AdapterBindInput = { kind: 'aad', uuid: 'u1', login, allowRegister: true };
const INPUTS = { input, noUuid: { ...input, uuid: null }, closed: { ...input, allowRegister: false } };
// The password form is a machine of its own, with its own tests: a fake that answers its token stands in (cast, as
// a promise actor is not a machine's type).
const ACTORS = ['bindingQuery', 'bindLogin', 'bindRegister'] as const;
const PENDING = { loginIdp: 'aad', displayName: '李娜', expiresAt: 1_800_000_000_000 } as const;
// WeCom's query, the person linked meanwhile: her token, no form.
const SIGNED_IN = { loginIdp: 'wechatenterprise', accessToken: 'linked' } as const;
const BOUND = { kind: 'token', accessToken: 'tok', authType: 'system_password_adapter' } as const;
const invalid = failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.bindingInvalid' });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('bindingQuery', PENDING),
  done('bindingQuery', SIGNED_IN),
  error('bindingQuery', invalid),
  error('bindingQuery', sampleErrors.network),
  done('bindLogin', BOUND),
  done('bindLogin', { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' }),
  error('bindLogin', new Error('broke')),
  done('bindRegister', { kind: 'registered', accessToken: 'new' }),
  done('bindRegister', { kind: 'pending' }),
  error('bindRegister', new Error('broke')),
  { type: 'bind.retry' },
  { type: 'bind.back' },
  { type: 'bind.register' },
  { type: 'bind.signIn' },
];

describe('adapter bind (model-based)', () => {
  const coverage = new CoverageRecorder(adapterBindMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, start]) =>
    modelPaths(adapterBindMachine, { events, input: start }).map(
      (p) => [`${name}: ${describePath(p)}`, start, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    const machine = adapterBindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    await drivePath(machine, path, fakes, coverage, { input: start });
  });

  afterAll(() => coverage.expectComplete());
});

describe('adapter bind effects', () => {
  const start = (first: AdapterBindInput = input) => {
    const fakes = new FakeActors();
    const machine = adapterBindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    return { actor: createActor(machine, { input: first }).start(), fakes };
  };

  it('reads the binding, then signs the local account in with the binding, and ends with its token', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('bindingQuery')).toEqual([{ kind: 'aad', uuid: 'u1', enterpriseId: 'e1' }]);
    fakes.settle('bindingQuery', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(actor.getSnapshot().context.pending).toEqual(PENDING);
    expect(fakes.inputs('bindLogin')).toEqual([
      { ...login, grant: { kind: 'bind', binding: { kind: 'aad', uuid: 'u1' } } },
    ]);
    fakes.settle('bindLogin', true, BOUND);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('signs in without the form when the query answers a token (WeCom: the person was linked meanwhile)', async () => {
    const { actor, fakes } = start({ ...input, kind: 'wechatenterprise' });
    fakes.settle('bindingQuery', true, SIGNED_IN);
    await waitFor(actor, (s) => s.status === 'done');
    expect(fakes.inputs('bindLogin')).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'linked',
      applicationUuid: null,
    });
  });

  it('ends with the application the server says the WeCom sign-in was for', async () => {
    const { actor, fakes } = start({ ...input, kind: 'wechatenterprise' });
    fakes.settle('bindingQuery', true, { ...SIGNED_IN, applicationUuid: 'app-demo-sp' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'linked',
      applicationUuid: 'app-demo-sp',
    });
  });

  it('says a refused binding is no longer valid, and a lost connection may be tried again', async () => {
    const refused = start();
    refused.fakes.settle('bindingQuery', false, invalid);
    await waitFor(refused.actor, (s) => s.matches('invalid'));
    expect(refused.actor.getSnapshot().context.problem).toBe('thirdParty.bindingInvalid');
    const lost = start();
    lost.fakes.settle('bindingQuery', false, sampleErrors.network);
    await waitFor(lost.actor, (s) => s.matches('failed'));
    expect(lost.actor.getSnapshot().context.problem).toBe('network');
    lost.actor.send({ type: 'bind.retry' });
    expect(lost.fakes.inputs('bindingQuery')).toHaveLength(2);
  });

  it('registers a new account instead where the tenant allows it, and may go back to the password form', async () => {
    const { actor, fakes } = start();
    fakes.settle('bindingQuery', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    expect(actor.getSnapshot().value).toBe('registering');
    expect(fakes.inputs('bindRegister')).toEqual([
      { clientId: 'c1', enterpriseId: 'e1', binding: { kind: 'aad', uuid: 'u1' } },
    ]);
    actor.send({ type: 'bind.signIn' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    actor.send({ type: 'bind.register' });
    fakes.settle('bindRegister', true, { kind: 'registered', accessToken: 'new' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'new' });
  });

  it('goes back to the login once a registration waits for approval (its account is linked)', async () => {
    const { actor, fakes } = start();
    fakes.settle('bindingQuery', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    fakes.settle('bindRegister', true, { kind: 'pending' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('offers no registration where the tenant takes none', async () => {
    const { actor, fakes } = start(INPUTS.closed);
    fakes.settle('bindingQuery', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });

  describe('on a clock', () => {
    afterEach(() => vi.useRealTimers());

    it('goes back to the login by itself 3 s after the query finds no binding (SPEC 4, 9)', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('bindingQuery', false, invalid);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(DELAYS.afterBinding).toBe(3000);
      vi.advanceTimersByTime(DELAYS.afterBinding - 1);
      expect(actor.getSnapshot().value).toBe('invalid');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    });
  });

  it('asks nothing without a binding, and goes back to the login when the user declines', () => {
    const { actor, fakes } = start(INPUTS.noUuid);
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(fakes.inputs('bindingQuery')).toEqual([]);
    actor.send({ type: 'bind.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });
});
