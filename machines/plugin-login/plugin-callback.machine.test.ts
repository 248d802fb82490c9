import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import { COMPOSITE_REFUSALS } from '../../schemas/composite-step.schema';
import { PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { sampleErrors } from '../testing/sample-errors';
import { type PluginCallbackInput, pluginCallbackMachine } from './plugin-callback.machine';

const answer: PluginCallbackInput = { traceId: 'trace-1', authCode: 'code-1', enterpriseId: 'demo' };
const INPUTS = {
  answer,
  noTrace: { ...answer, traceId: null },
  noCode: { ...answer, authCode: null },
};
const CHECKS = {
  signedIn: { accessToken: 'tok', portalBound: true, auth: true },
  complement: { needComplementField: true },
  bind: { needBind: true },
  refused: { autoBindFalid: true, message: PLUGIN_REFUSALS.userNotFound },
  invalidTrace: { validTraceIdError: true, message: PLUGIN_REFUSALS.traceNotFound },
  // A trace started with a chain's code, as the server answers it (composite-plugin.test.ts): the step passed
  // (the chain's last login step), and the plugin's person linked to no account.
  chainPassed: {
    auth: true,
    done: true,
    userInfo: { username: 'demo', displayName: 'Demo' },
    nextAuth: null,
  },
  chainNotLinked: { auth: false, done: false, message: COMPOSITE_REFUSALS.notLinked },
};
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  ...Object.values(CHECKS).map((check) => done('checkTrace', check)),
  error('checkTrace', sampleErrors.network),
  { type: 'callback.retry' },
  { type: 'callback.back' },
];

const provide = (fakes: FakeActors, keepBinding = vi.fn()) =>
  pluginCallbackMachine.provide({ actors: fakes.forAll(['checkTrace']), actions: { keepBinding } });

describe('plugin callback (model-based)', () => {
  const coverage = new CoverageRecorder(pluginCallbackMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, input]) =>
    modelPaths(pluginCallbackMachine, { events, input }).map(
      (p) => [`${name}: ${describePath(p)}`, input, p] as const,
    ),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, input, path) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('plugin callback effects', () => {
  const start = (input: PluginCallbackInput = answer) => {
    const fakes = new FakeActors();
    const keepBinding = vi.fn();
    const actor = createActor(provide(fakes, keepBinding), { input }).start();
    return { actor, fakes, keepBinding };
  };
  const checked = async (check: object) => {
    const started = start();
    started.fakes.settle('checkTrace', true, check);
    await waitFor(started.actor, (s) => s.status === 'done' || s.matches('refused'));
    return started;
  };

  it('checks the trace once, with its code and the tenant, and ends signed in with the token', async () => {
    const { actor, fakes, keepBinding } = await checked(CHECKS.signedIn);
    expect(fakes.inputs('checkTrace')).toEqual([
      { traceId: 'trace-1', authCode: 'code-1', _enterprise_id: 'demo' },
    ]);
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
    expect(keepBinding).not.toHaveBeenCalled();
  });

  it('keeps the trace and its code for the bind form, and ends with the binding to make', async () => {
    const { actor, keepBinding } = await checked(CHECKS.bind);
    expect(keepBinding).toHaveBeenCalledWith(expect.anything(), { traceId: 'trace-1', authCode: 'code-1' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'bind', traceId: 'trace-1' });
  });

  it('ends with the fields to complete for the trace', async () => {
    const { actor } = await checked(CHECKS.complement);
    expect(actor.getSnapshot().output).toEqual({ kind: 'complement', traceId: 'trace-1' });
  });

  it('shows a refusal until the user goes back, and never checks again', async () => {
    const { actor, fakes } = await checked(CHECKS.refused);
    expect(actor.getSnapshot().matches({ refused: 'shown' })).toBe(true);
    expect(actor.getSnapshot().context.outcome).toEqual({
      kind: 'refused',
      refusal: PLUGIN_REFUSALS.userNotFound,
      invalidTrace: false,
    });
    actor.send({ type: 'callback.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    expect(fakes.inputs('checkTrace')).toHaveLength(1);
  });

  describe('an invalid trace', () => {
    afterEach(() => vi.useRealTimers());

    it('goes back to the login by itself after 1.5 s', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('checkTrace', true, CHECKS.invalidTrace);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().matches({ refused: 'resetting' })).toBe(true);
      vi.advanceTimersByTime(DELAYS.invalidTraceReset - 1);
      expect(actor.getSnapshot().status).toBe('active');
      vi.advanceTimersByTime(1);
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    });
  });

  it('may check again after no connection', async () => {
    const { actor, fakes } = start();
    fakes.settle('checkTrace', false, sampleErrors.network);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.problem).toBe('network');
    actor.send({ type: 'callback.retry' });
    expect(fakes.inputs('checkTrace')).toHaveLength(2);
  });

  it('hands a chain’s passed step to the chain, without a code (the tab’s entry has it)', async () => {
    const { actor, keepBinding } = await checked(CHECKS.chainPassed);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'composite',
      handover: {
        step: {
          auth: true,
          done: true,
          userInfo: { username: 'demo', displayName: 'Demo' },
          nextAuth: null,
          message: undefined,
        },
      },
    });
    expect(keepBinding).not.toHaveBeenCalled();
  });

  it('hands a chain’s refused step to the chain too, whose page shows it, not the error card', async () => {
    const { actor } = await checked(CHECKS.chainNotLinked);
    expect(actor.getSnapshot().matches('refused')).toBe(false);
    expect(actor.getSnapshot().output).toEqual({
      kind: 'composite',
      handover: {
        step: {
          auth: false,
          done: false,
          userInfo: undefined,
          nextAuth: undefined,
          message: COMPOSITE_REFUSALS.notLinked,
        },
      },
    });
    expect(actor.getSnapshot().output).not.toHaveProperty('handover.code');
  });

  it.each([INPUTS.noTrace, INPUTS.noCode])('checks nothing without a trace and a code', (input) => {
    const { actor, fakes } = start(input);
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(fakes.inputs('checkTrace')).toEqual([]);
  });
});
