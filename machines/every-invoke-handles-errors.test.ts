import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

// Every machine of every `*.machine.ts`: a child that throws must land in a state, never crash its parent.
const files = readdirSync('machines', { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.machine.ts'),
);
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value;

describe('every invoke has onError', () => {
  it.each(files)('%s', async (file) => {
    const module: Record<string, unknown> = await import(pathToFileURL(join('machines', file)).href);
    const machines = Object.values(module).filter(isMachine);
    expect(machines.length).toBeGreaterThan(0);
    for (const machine of machines) {
      const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
      const unhandled = nodes.flatMap((node) =>
        node.invoke
          .filter((invoke) => !node.transitions.has(`xstate.error.actor.${invoke.id}`))
          .map((invoke) => `${node.id} invokes ${invoke.id}`),
      );
      expect(unhandled, machine.id).toEqual([]);
    }
  });
});
