import { describe, expect, it } from 'vitest';
import { createActor, createMachine, setup } from 'xstate';
import { deferredLogic } from './deferred-logic';

const child = createMachine({
  id: 'child',
  initial: 'idle',
  states: { idle: { on: { go: 'finished' } }, finished: { type: 'final' } },
  output: { kind: 'done' },
});

const parentWith = (logic: typeof child) =>
  setup({ actors: { child: logic } }).createMachine({
    initial: 'running',
    states: {
      running: { invoke: { id: 'child', src: 'child', onDone: 'finished', onError: 'failed' } },
      finished: { type: 'final' },
      failed: { type: 'final' },
    },
  });

describe('deferredLogic', () => {
  it('runs the loaded machine as the child: its snapshots, events and output', () => {
    const parent = createActor(parentWith(deferredLogic('child', () => child))).start();
    const invoked = parent.getSnapshot().children.child!;
    expect(invoked.getSnapshot().matches('idle')).toBe(true);
    invoked.send({ type: 'go' });
    expect(parent.getSnapshot().value).toBe('finished');
  });

  it('is an error of the child when it is started before its code is loaded', () => {
    const parent = createActor(parentWith(deferredLogic<typeof child>('child', () => null))).start();
    expect(parent.getSnapshot().value).toBe('failed');
  });
});
