import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import { allStateIds, allTransitionKeys } from './transition-keys';

/** What a machine's tests reached, against everything the machine defines. */
export class CoverageRecorder {
  readonly transitions = new Set<string>();
  readonly states = new Set<string>();

  constructor(readonly machine: AnyStateMachine) {}

  transition(key: string): void {
    this.transitions.add(key);
  }

  snapshot(snapshot: AnyMachineSnapshot): void {
    snapshot._nodes.forEach((node) => this.states.add(node.id));
  }

  report() {
    const states = allStateIds(this.machine);
    const transitions = allTransitionKeys(this.machine);
    return {
      machine: this.machine.id,
      states: { reached: states.filter((s) => this.states.has(s)).length, total: states.length },
      transitions: { reached: transitions.filter((t) => this.transitions.has(t)).length, total: transitions.length },
      unreachedStates: states.filter((s) => !this.states.has(s)),
      unreachedTransitions: transitions.filter((t) => !this.transitions.has(t)),
    };
  }

  /** Fails unless every state and transition was reached. */
  expectComplete(): void {
    const report = this.report();
    expect({ states: report.unreachedStates, transitions: report.unreachedTransitions }).toEqual({
      states: [],
      transitions: [],
    });
  }
}
