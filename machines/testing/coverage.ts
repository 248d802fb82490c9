import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { expect } from 'vitest';
import { allStateIds, allTransitionKeys } from './transition-keys';

/** Where each machine's test file leaves its figures; the global teardown adds them up (coverage-report.ts). */
export const COVERAGE_PARTS_DIR = join('reports', 'machine-coverage-parts');
export const COVERAGE_EXCEPTIONS_FILE = join('machines', 'coverage-exceptions.json');

export type CoverageExceptions = Record<
  string,
  { states?: Record<string, string>; transitions?: Record<string, string> }
>;

export const readExceptions = (): CoverageExceptions =>
  JSON.parse(readFileSync(COVERAGE_EXCEPTIONS_FILE, 'utf8')) as CoverageExceptions;

/** What a machine's tests reached, against everything the machine defines. */
export class CoverageRecorder {
  readonly transitions = new Set<string>();
  readonly states = new Set<string>();

  constructor(readonly machine: AnyStateMachine) {}

  transition(key: string): void {
    this.transitions.add(key);
  }

  /** The states a machine snapshot is in (an inspection event's snapshot is typed as any actor's). */
  snapshot(snapshot: unknown): void {
    if (isMachineSnapshot(snapshot)) snapshot._nodes.forEach((node) => this.states.add(node.id));
  }

  report() {
    const excepted = readExceptions()[this.machine.id] ?? {};
    const states = allStateIds(this.machine);
    const transitions = allTransitionKeys(this.machine);
    const missed = (all: string[], reached: Set<string>, allowed: Record<string, string> = {}) =>
      all.filter((key) => !reached.has(key) && !(key in allowed));
    return {
      machine: this.machine.id,
      states: { reached: states.filter((s) => this.states.has(s)).length, total: states.length },
      transitions: {
        reached: transitions.filter((t) => this.transitions.has(t)).length,
        total: transitions.length,
      },
      unreachedStates: missed(states, this.states, excepted.states),
      unreachedTransitions: missed(transitions, this.transitions, excepted.transitions),
      excepted,
    };
  }

  /** Records the figures for the report and fails unless every state and transition was reached or excepted. */
  expectComplete(): void {
    const report = this.report();
    mkdirSync(COVERAGE_PARTS_DIR, { recursive: true });
    writeFileSync(join(COVERAGE_PARTS_DIR, `${this.machine.id}.json`), JSON.stringify(report, null, 2));
    expect({ states: report.unreachedStates, transitions: report.unreachedTransitions }).toEqual({
      states: [],
      transitions: [],
    });
  }
}

const isMachineSnapshot = (snapshot: unknown): snapshot is Pick<AnyMachineSnapshot, '_nodes'> =>
  typeof snapshot === 'object' && snapshot !== null && '_nodes' in snapshot && Array.isArray(snapshot._nodes);
