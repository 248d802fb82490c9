import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CoverageRecorder } from '../testing/coverage';
import { drivePath } from '../testing/drive-path';
import { FakeActors } from '../testing/fake-actors';
import { describePath, modelPaths } from '../testing/model-paths';
import { desktopWindowMachine } from './desktop-window.machine';

const INPUT = { applicationKey: 'demo_plugin_sdp_user' };
const done = { type: 'xstate.done.actor.sendWindowAction', output: undefined };
const failed = (error: unknown) => ({ type: 'xstate.error.actor.sendWindowAction', error });

const events = () => [
  { type: 'window.close' },
  { type: 'window.choose', action: 'minimize' },
  { type: 'window.choose', action: 'close' },
  { type: 'dialog.cancel' },
  done,
  failed({ failure: 'absent' }),
  failed({ failure: 'refused' }),
  failed(new Error('a bug')),
];

const provide = (fakes: FakeActors) =>
  desktopWindowMachine.provide({ actors: fakes.forAll(['sendWindowAction']) as never });

describe('desktop window (model-based)', () => {
  const coverage = new CoverageRecorder(desktopWindowMachine);
  const cases = modelPaths(provide(new FakeActors()), { events, input: INPUT }).map(
    (path) => [describePath(path), path] as const,
  );

  it.each(cases)('%s', async (_name, path) => {
    const fakes = new FakeActors();
    await drivePath(provide(fakes), path, fakes, coverage, { input: INPUT });
  });

  afterAll(() => coverage.expectComplete());
});

describe('desktop window effects', () => {
  const start = () => {
    const fakes = new FakeActors();
    const actor = createActor(provide(fakes), { input: INPUT }).start();
    return { fakes, actor };
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve));

  it('sends the chosen action with the application key, then closes the dialog', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'window.choose', action: 'close' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fakes.inputs('sendWindowAction')).toEqual([
      { action: 'close', applicationKey: INPUT.applicationKey },
    ]);
    fakes.settle('sendWindowAction', true, undefined);
    await tick();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it.each([
    [{ failure: 'refused' }, 'refused'],
    [{ failure: 'absent' }, 'absent'],
    [new TypeError('Failed to fetch'), 'absent'],
  ])('keeps the dialog open on a failure (%o: %s) and tries again', async (error, failure) => {
    const { fakes, actor } = start();
    actor.send({ type: 'window.close' });
    actor.send({ type: 'window.choose', action: 'minimize' });
    fakes.settle('sendWindowAction', false, error);
    await tick();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toBe(failure);
    actor.send({ type: 'window.choose', action: 'minimize' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(fakes.inputs('sendWindowAction')).toHaveLength(2);
  });

  it('takes no cancel while the client is asked', () => {
    const { actor } = start();
    actor.send({ type: 'window.close' });
    actor.send({ type: 'window.choose', action: 'close' });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('sending');
  });
});
