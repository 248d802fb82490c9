import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { type PluginRegisterInput, pluginRegisterMachine } from './plugin-register.machine';

const input: PluginRegisterInput = { traceId: 'trace-1', clientId: 'c1', enterpriseId: 'demo' };
const INPUTS = { input, noTrace: { ...input, traceId: null } };
// The registration is a machine of its own, with its own tests: a fake that answers its end stands in (cast, as a
// promise actor is not a machine's type).
const ACTORS = ['keptBinding', 'bindRegister'] as const;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('keptBinding', 'code-1'),
  error('keptBinding', new Error('none kept')),
  done('bindRegister', { kind: 'registered', accessToken: 'tok' }),
  done('bindRegister', { kind: 'pending' }),
  error('bindRegister', new Error('broke')),
  { type: 'register.back' },
  { type: 'register.bind' },
];

describe('plugin register (model-based)', () => {
  const coverage = new CoverageRecorder(pluginRegisterMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, start]) =>
    modelPaths(pluginRegisterMachine, { events, input: start }).map(
      (p) => [`${name}: ${describePath(p)}`, start, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(4));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    const machine = pluginRegisterMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    await drivePath(machine, path, fakes, coverage, { input: start });
  });

  afterAll(() => coverage.expectComplete());
});

describe('plugin register effects', () => {
  const start = (first: PluginRegisterInput = input) => {
    const fakes = new FakeActors();
    const machine = pluginRegisterMachine.provide({ actors: fakes.forAll(ACTORS) as never });
    return { actor: createActor(machine, { input: first }).start(), fakes };
  };
  const registering = async () => {
    const started = start();
    started.fakes.settle('keptBinding', true, 'code-1');
    await waitFor(started.actor, (s) => s.matches('registering'));
    return started;
  };

  it('reads the kept code, registers with the trace and the code, and ends with the new account’s token', async () => {
    const { actor, fakes } = await registering();
    expect(fakes.inputs('keptBinding')).toEqual([{ traceId: 'trace-1' }]);
    expect(fakes.inputs('bindRegister')).toEqual([
      {
        clientId: 'c1',
        enterpriseId: 'demo',
        binding: { kind: 'plugin', traceId: 'trace-1', authCode: 'code-1' },
      },
    ]);
    fakes.settle('bindRegister', true, { kind: 'registered', accessToken: 'tok' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('goes back to the login when the account waits for approval (linked already)', async () => {
    const { actor, fakes } = await registering();
    fakes.settle('bindRegister', true, { kind: 'pending' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  it('binds an account the person has instead, for the same trace, or goes back', async () => {
    const bind = await registering();
    bind.actor.send({ type: 'register.bind' });
    expect(bind.actor.getSnapshot().output).toEqual({ kind: 'bind', traceId: 'trace-1' });
    const back = await registering();
    back.actor.send({ type: 'register.back' });
    expect(back.actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  describe('a trace this tab does not wait to bind', () => {
    afterEach(() => vi.useRealTimers());

    it('says so and goes back to the login by itself after 3 s', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('keptBinding', false, new Error('none kept'));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('invalid');
      expect(fakes.inputs('bindRegister')).toEqual([]);
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
