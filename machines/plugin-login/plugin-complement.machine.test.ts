import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, waitFor } from 'xstate';
import type { FormField } from '../../schemas/dynamic-form.schema';
import { COMPLEMENT_REFUSALS, PLUGIN_REFUSALS } from '../../schemas/plugin-login.schema';
import { DELAYS } from '../../schemas/spec-constants';
import { afterEvents } from '../testing/after-events';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { failed, sampleErrors } from '../testing/sample-errors';
import { type PluginComplementInput, pluginComplementMachine } from './plugin-complement.machine';

const input: PluginComplementInput = { traceId: 'trace-1', enterpriseId: 'demo' };
const INPUTS = { input, noTrace: { ...input, traceId: null } };
const PHONE: FormField = {
  key: 'phone',
  name: { zh: '手机号', en: 'Mobile number' },
  type: 'input',
  options: [],
  readonly: false,
  placeholder: { zh: '', en: '' },
  show: true,
  send: true,
  description: { zh: '', en: '' },
  rules: [{ required: true, message: 'fieldRequired' }],
};
const FORM = { displayName: '赵磊', form: { formData: [PHONE], detailsData: [] } };
const refused = (message: string) => failed({ kind: 'response', code: 'InvalidParameter', message });
const GONE = refused(COMPLEMENT_REFUSALS.traceNotFound);
const TAKEN = refused(COMPLEMENT_REFUSALS.phoneExists);
const SIGNED_IN = { accessToken: 'tok', portalBound: true, auth: true };
const CONFLICT = { autoCreateFalid: true, message: PLUGIN_REFUSALS.phoneExists };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, err: unknown) => ({ type: `xstate.error.actor.${id}`, error: err });

const events = (snapshot: AnyMachineSnapshot) => [
  ...afterEvents(snapshot),
  done('complementForm', FORM),
  error('complementForm', GONE),
  error('complementForm', sampleErrors.network),
  { type: 'complement.submit', values: { phone: '' } },
  { type: 'complement.submit', values: { phone: '13900139255' } },
  { type: 'complement.edit', key: 'phone' },
  done('complete', SIGNED_IN),
  done('complete', CONFLICT),
  error('complete', GONE),
  error('complete', TAKEN),
  error('complete', sampleErrors.network),
  { type: 'complement.retry' },
  { type: 'complement.back' },
];
const ACTORS = ['complementForm', 'complete'] as const;
// The field errors, the problem and the form are what the view and the next steps read.
const serialize = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, Object.keys(s.context.errors), s.context.problem, s.context.form !== null]);

describe('plugin complement (model-based)', () => {
  const coverage = new CoverageRecorder(pluginComplementMachine);
  const cases = Object.entries(INPUTS).flatMap(([name, start]) =>
    modelPaths(pluginComplementMachine, {
      events,
      input: start,
      serialize,
    }).map((p) => [`${name}: ${describePath(p)}`, start, p] as const),
  );

  it('has paths to drive', () => expect(cases.length).toBeGreaterThan(5));

  it.each(cases)('%s', async (_name, start, path) => {
    const fakes = new FakeActors();
    const machine = pluginComplementMachine.provide({ actors: fakes.forAll(ACTORS) });
    await drivePath(machine, path, fakes, coverage, { input: start, serialize });
  });

  afterAll(() => coverage.expectComplete());
});

describe('plugin complement effects', () => {
  const start = (first: PluginComplementInput = input) => {
    const fakes = new FakeActors();
    const machine = pluginComplementMachine.provide({ actors: fakes.forAll(ACTORS) });
    return { actor: createActor(machine, { input: first }).start(), fakes };
  };
  const editing = async () => {
    const started = start();
    started.fakes.settle('complementForm', true, FORM);
    await waitFor(started.actor, (s) => s.matches('editing'));
    return started;
  };

  it('reads the form for the trace, then sends the typed values trimmed, and ends signed in', async () => {
    const { actor, fakes } = await editing();
    expect(fakes.inputs('complementForm')).toEqual([{ traceId: 'trace-1', _enterprise_id: 'demo' }]);
    actor.send({ type: 'complement.submit', values: { phone: ' 13900139255 ' } });
    expect(fakes.inputs('complete')).toEqual([
      { traceId: 'trace-1', values: { phone: '13900139255' }, _enterprise_id: 'demo' },
    ]);
    fakes.settle('complete', true, SIGNED_IN);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'token', accessToken: 'tok' });
  });

  it('sends nothing while a field is empty or breaks its rule, and clears a field’s error as it is edited', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'complement.submit', values: { phone: '' } });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'required' });
    actor.send({ type: 'complement.submit', values: { phone: '12345' } });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneInvalid' });
    expect(fakes.inputs('complete')).toEqual([]);
    actor.send({ type: 'complement.edit', key: 'phone' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('shows the server’s refusal of a value at its field, the form kept', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'complement.submit', values: { phone: '13800138000' } });
    fakes.settle('complete', false, TAKEN);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ phone: 'phoneExists' });
    expect(actor.getSnapshot().context.values).toEqual({ phone: '13800138000' });
  });

  it('shows an auto-create refusal with the way back alone', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'complement.submit', values: { phone: '13900139255' } });
    fakes.settle('complete', true, CONFLICT);
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.outcome).toMatchObject({ refusal: PLUGIN_REFUSALS.phoneExists });
    actor.send({ type: 'complement.back' });
    expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
  });

  describe('a trace this tab does not wait for', () => {
    afterEach(() => vi.useRealTimers());

    it('says so and goes back to the login by itself after 3 s', async () => {
      vi.useFakeTimers();
      const { actor, fakes } = start();
      fakes.settle('complementForm', false, GONE);
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('invalid');
      vi.advanceTimersByTime(DELAYS.afterBinding);
      expect(actor.getSnapshot().output).toEqual({ kind: 'back' });
    });
  });
});
