import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LICENSED, type LicenseState } from '../../schemas/license-state.schema';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { licenseMachine } from './license.machine';

const events = () => [{ type: 'license.update' }, { type: 'dialog.close' }];

/** The states an instance's license can be in, each with whether its warning was already dismissed today. */
const STATES: [string, Partial<LicenseState>, boolean][] = [
  ['licensed', {}, false],
  ['expired', { expired: true }, false],
  ['trial expired', { trial: true, trialExpired: true }, false],
  ['ending soon', { quicklyExpired: true }, false],
  ['ending soon, warned today', { quicklyExpired: true }, true],
  ['ending soon and over quota', { quicklyExpired: true, limited: true }, false],
  ['over quota', { limited: true }, false],
];

const machineFor = (warned: boolean, rememberWarning = vi.fn()) =>
  licenseMachine.provide({ guards: { warnedToday: () => warned }, actions: { rememberWarning } });

describe('license (model-based)', () => {
  const coverage = new CoverageRecorder(licenseMachine);
  const cases = STATES.flatMap(([name, flags, warned]) => {
    const input = { license: { ...LICENSED, ...flags } };
    return modelPaths(machineFor(warned), { events, input }).map(
      (path) => [`${name}: ${describePath(path)}`, path, input, warned] as const,
    );
  });

  it.each(cases)('%s', async (_name, path, input, warned) => {
    await drivePath(machineFor(warned), path, new FakeActors(), coverage, { input });
  });

  afterAll(() => coverage.expectComplete());
});

describe('license effects', () => {
  const run = (flags: Partial<LicenseState>, warned = false) => {
    const rememberWarning = vi.fn();
    const actor = createActor(machineFor(warned, rememberWarning), {
      input: { license: { ...LICENSED, ...flags } },
    }).start();
    return { actor, rememberWarning };
  };

  it('lets a licensed instance straight on to the console', () => {
    const { actor } = run({});
    expect(actor.getSnapshot().output).toEqual({ next: 'continue' });
  });

  it.each([{ expired: true }, { trialExpired: true, trial: true }])(
    'holds an expired license (%o) until the administrator goes to the license settings',
    (flags) => {
      const { actor } = run({ ...flags, quicklyExpired: true, limited: true });
      expect(actor.getSnapshot().value).toBe('expired');
      // Nothing but the update button leaves: the service has stopped.
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().value).toBe('expired');
      actor.send({ type: 'license.update' });
      expect(actor.getSnapshot().output).toEqual({ next: 'licensePage' });
    },
  );

  it('warns of a license ending soon, remembers its dismissal, then tells of the quota', () => {
    const { actor, rememberWarning } = run({ quicklyExpired: true, limited: true });
    expect(actor.getSnapshot().value).toBe('expiring');
    actor.send({ type: 'dialog.close' });
    expect(rememberWarning).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('quota');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().output).toEqual({ next: 'continue' });
  });

  it('does not warn again the day its warning was dismissed', () => {
    const { actor, rememberWarning } = run({ quicklyExpired: true }, true);
    expect(actor.getSnapshot().output).toEqual({ next: 'continue' });
    expect(rememberWarning).not.toHaveBeenCalled();
  });

  it.each([
    ['the warning', { quicklyExpired: true }],
    ['the quota', { limited: true }],
  ])("goes to the license settings from %s's update button, without remembering a dismissal", (_n, flags) => {
    const { actor, rememberWarning } = run(flags);
    actor.send({ type: 'license.update' });
    expect(actor.getSnapshot().output).toEqual({ next: 'licensePage' });
    expect(rememberWarning).not.toHaveBeenCalled();
  });
});
