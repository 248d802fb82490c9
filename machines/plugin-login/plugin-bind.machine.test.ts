import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { type PluginBindInput, pluginBindMachine } from './plugin-bind.machine';

const login = {
  enterpriseAuthId: 'plugin',
  sm2Key: null,
  clientId: 'c1',
  enterpriseId: 'demo',
  presetUsername: null,
  mobile: false,
  loginContext: { type: 'IDAAS' as const },
};
const input: PluginBindInput = { traceId: 'trace-1', login, allowRegister: true };
const INPUTS = { input, noTrace: { ...input, traceId: null }, closed: { ...input, allowRegister: false } };
// The password form is a machine of its own, with its own tests: a fake that answers its token stands in (cast, as
// a promise actor is not a machine's type).
const ACTORS = ['keptBinding', 'bindLogin'] as const;
const BOUND = { kind: 'token', accessToken: 'tok', authType: 'system_password_adapter' } as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('keptBinding', 'code-1'),
  error('keptBinding', new Error('none kept')),
  done('bindLogin', BOUND),
  done('bindLogin', { kind: 'tenantChoice', ticket: 'tkt_0123456789abcdefghij' }),
  error('bindLogin', new Error('broke')),
  { type: 'bind.back' },
  { type: 'bind.register' },
];

describe('plugin bind (model-based)', () => {
  const coverage = new CoverageRecorder(pluginBindMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, start]) =>
    modelPaths(pluginBindMachine, { events, input: start }).map(
      (p) => [`${name}: ${describePath(p)}`, start, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(4));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    const machine = pluginBindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    await drivePath(machine, path, fakes, coverage, { input: start });
  });

  afterAll(() => coverage.expectComplete());
});

describe('plugin bind effects', () => {
  const start = (first: PluginBindInput = input) => {
    const fakes = new FakeActors();
    const machine = pluginBindMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    return { actor: createActor(machine, { input: first }).start(), fakes };
  };

  it('reads the kept code, signs the local account in with the trace and the code, and ends with its token', async () => {
    const { actor, fakes } = start();
    expect(fakes.inputs('keptBinding')).toEqual([{ traceId: 'trace-1' }]);
    fakes.settle('keptBinding', true, 'code-1');
    await waitFor(actor, (s) => s.matches('signingIn'));
    expect(fakes.inputs('bindLogin')).toEqual([
      {
        ...login,
        grant: { kind: 'bind', binding: { kind: 'plugin', traceId: 'trace-1', authCode: 'code-1' } },
      },
    ]);
    fakes.settle('bindLogin', true, BOUND);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('goes back when the user does not bind', async () => {
    const { actor, fakes } = start();
    fakes.settle('keptBinding', true, 'code-1');
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('registers instead where the tenant takes registrations, for the same trace', async () => {
    const { actor, fakes } = start();
    fakes.settle('keptBinding', true, 'code-1');
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'register', traceId: 'trace-1' });
  });

  it('offers no registration where the tenant takes none', async () => {
    const { actor, fakes } = start(INPUTS.closed);
    fakes.settle('keptBinding', true, 'code-1');
    await waitFor(actor, (s) => s.matches('signingIn'));
    actor.send({ type: 'bind.register' });
    expect(actor.getSnapshot().value).toBe('signingIn');
  });

  describe('a trace this tab does not wait to bind', () => {
    afterEach(() => vi.useRealTimers());

    it('says so and goes back to the login by itself after 3 s', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('keptBinding', false, new Error('none kept'));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(fakes.inputs('bindLogin')).toEqual([]);
      vi.advanceTimersByTime(DELAYS.afterBinding - 1);
      expect(actor.getSnapshot().status).toBe('active');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    });

    it('reads nothing without a trace', () => {
      const { actor, fakes } = start(INPUTS.noTrace);
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(fakes.inputs('keptBinding')).toEqual([]);
    });
  });
});
