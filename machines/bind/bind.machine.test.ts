import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type BindInput, bindMachine } from './bind.machine';
import { NOT_KEPT, keptBinding, queriedBinding } from './bind.schema';

const login = {
  enterpriseAuthId: 'system_aad_adapter',
  sm2Key: null,
  clientId: 'c1',
  enterpriseId: 'e1',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' as const },
};
const input: BindInput = {
  source: { kind: 'aad', uuid: 'u1' },
  login,
  allowRegister: true,
  opensOn: 'signIn',
};
// A plugin's person, on `/pluginAdapterRegister`: the registration first.
const person: BindInput = {
  ...input,
  login: { ...login, enterpriseAuthId: 'plugin' },
  source: { kind: 'plugin', traceId: 'trace-1' },
  opensOn: 'register',
};
const INPUTS = {
  input,
  noUuid: { ...input, source: { kind: 'aad', uuid: null } },
  closed: { ...input, allowRegister: false },
  person,
  noTrace: { ...person, source: { kind: 'plugin', traceId: null } },
  personClosed: { ...person, allowRegister: false },
} satisfies Record<string, BindInput>;
// The password form is a machine of its own, with its own tests: a fake that answers its token stands in (cast, as
// a promise actor is not a machine's type).
const ACTORS = ['waitingBinding', 'bindLogin', 'bindRegister'] as const;
const SHOWN = { loginIdp: 'aad', displayName: '李娜', expiresAt: 1_800_000_000_000 } as const;
const PENDING = queriedBinding({ kind: 'aad', uuid: 'u1' }, SHOWN);
// WeCom's query, the person linked meanwhile: her token, no form.
const SIGNED_IN = queriedBinding(
  { kind: 'wechatenterprise', uuid: 'u1' },
  { loginIdp: 'wechatenterprise', accessToken: 'linked' },
);
const KEPT = keptBinding('trace-1', 'code-1');
const notKept = new Error(NOT_KEPT);
const BOUND = { kind: 'token', accessToken: 'tok', authType: 'system_password_adapter' } as const;
const invalid = failed({ kind: 'response', code: 'InvalidParameter', message: 'thirdParty.bindingInvalid' });
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('waitingBinding', PENDING),
  done('waitingBinding', KEPT),
  done('waitingBinding', SIGNED_IN),
  error('waitingBinding', invalid),
  error('waitingBinding', notKept),
  error('waitingBinding', sampleErrors.network),
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

describe('bind (model-based)', () => {
  const coverage = new CoverageRecorder(bindMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, start]) =>
    modelPaths(bindMachine, { events, input: start }).map(
      (p) => [`${name}: ${describePath(p)}`, start, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    const machine = bindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    await drivePath(machine, path, fakes, coverage, { input: start });
  });

  afterAll(() => coverage.expectComplete());
});

describe('bind effects', () => {
  const start = (first: BindInput = input) => {
    const fakes = new FakeActors();
    const machine = bindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    return { actor: createActor(machine, { input: first }).start(), fakes };
  };

  it('reads the binding, then signs the local account in with the binding, and ends with its token', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('waitingBinding')).toEqual([
      { source: { kind: 'aad', uuid: 'u1' }, enterpriseId: 'e1' },
    ]);
    fakes.settle('waitingBinding', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(actor.getSnapshot().context.shown).toEqual(SHOWN);
    expect(fakes.inputs('bindLogin')).toEqual([
      { ...login, grant: { kind: 'bind', binding: { kind: 'aad', uuid: 'u1' } } },
    ]);
    fakes.settle('bindLogin', true, BOUND);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('signs in without the form when the query answers a token (WeCom: the person was linked meanwhile)', async () => {
    const { actor, fakes } = start();
    fakes.settle('waitingBinding', true, SIGNED_IN);
    await waitFor(actor, (s) => s.status === 'done');
    expect(fakes.inputs('bindLogin')).toEqual([]);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'linked',
      applicationUuid: null,
    });
  });

  it('ends with the application the server says the WeCom sign-in was for', async () => {
    const { actor, fakes } = start();
    fakes.settle('waitingBinding', true, { ...SIGNED_IN, applicationUuid: 'app-demo-sp' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      kind: 'token',
      accessToken: 'linked',
      applicationUuid: 'app-demo-sp',
    });
  });

  it('says a refused binding is no longer valid, and a lost connection may be tried again', async () => {
    const refused = start();
    refused.fakes.settle('waitingBinding', false, invalid);
    await waitFor(refused.actor, (s) => s.matches('invalid'));
    expect(refused.actor.getSnapshot().context.problem).toBe('thirdParty.bindingInvalid');
    const lost = start();
    lost.fakes.settle('waitingBinding', false, sampleErrors.network);
    await waitFor(lost.actor, (s) => s.matches('failed'));
    expect(lost.actor.getSnapshot().context.problem).toBe('network');
    lost.actor.send({ type: 'bind.retry' });
    expect(lost.fakes.inputs('waitingBinding')).toHaveLength(2);
  });

  it('registers a new account instead where the tenant allows it, and may go back to the password form', async () => {
    const { actor, fakes } = start();
    fakes.settle('waitingBinding', true, PENDING);
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
    fakes.settle('waitingBinding', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    fakes.settle('bindRegister', true, { kind: 'pending' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('offers no registration where the tenant takes none', async () => {
    const { actor, fakes } = start(INPUTS.closed);
    fakes.settle('waitingBinding', true, PENDING);
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });

  describe('on a clock', () => {
    afterEach(() => vi.useRealTimers());

    it('goes back to the login by itself 3 s after the query finds no binding (SPEC 4, 9)', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('waitingBinding', false, invalid);
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
    expect(fakes.inputs('waitingBinding')).toEqual([]);
    actor.send({ type: 'bind.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  describe("a plugin's person", () => {
    it('signs the local account in with the trace and the code this tab kept, and ends with its token', async () => {
      const { actor, fakes } = start({ ...person, opensOn: 'signIn' });
      expect(fakes.inputs('waitingBinding')).toEqual([
        { source: { kind: 'plugin', traceId: 'trace-1' }, enterpriseId: 'e1' },
      ]);
      fakes.settle('waitingBinding', true, KEPT);
      await waitFor(actor, (s) => s.matches('signingIn'));
      expect(actor.getSnapshot().context.shown).toBeNull();
      expect(fakes.inputs('bindLogin')).toEqual([
        {
          ...person.login,
          grant: { kind: 'bind', binding: { kind: 'plugin', traceId: 'trace-1', authCode: 'code-1' } },
        },
      ]);
      fakes.settle('bindLogin', true, BOUND);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
    });

    it('opens on the registration at /pluginAdapterRegister, with the same binding, and may sign in instead', async () => {
      const { actor, fakes } = start(person);
      fakes.settle('waitingBinding', true, KEPT);
      await waitFor(actor, (s) => s.matches('registering'));
      expect(fakes.inputs('bindRegister')).toEqual([
        {
          clientId: 'c1',
          enterpriseId: 'e1',
          binding: { kind: 'plugin', traceId: 'trace-1', authCode: 'code-1' },
        },
      ]);
      actor.send({ type: 'bind.signIn' });
      expect(actor.getSnapshot().value).toBe('signingIn');
    });

    it('opens on the sign-in where the tenant takes no registrations', async () => {
      const { actor, fakes } = start(INPUTS.personClosed);
      fakes.settle('waitingBinding', true, KEPT);
      await waitFor(actor, (s) => s.matches('signingIn'));
      expect(fakes.inputs('bindRegister')).toEqual([]);
    });

    it('says a trace this tab does not wait to bind cannot be bound, and reads nothing without a trace', async () => {
      const unkept = start(person);
      unkept.fakes.settle('waitingBinding', false, notKept);
      await waitFor(unkept.actor, (s) => s.matches('invalid'));
      expect(unkept.actor.getSnapshot().context.problem).toBe('notKept');
      const none = start(INPUTS.noTrace);
      expect(none.actor.getSnapshot().value).toBe('invalid');
      expect(none.fakes.inputs('waitingBinding')).toEqual([]);
    });
  });
});
