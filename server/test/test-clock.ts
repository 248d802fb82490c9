import type { Clock } from '../deps';

/**
 * A clock that stands still until a test moves it: lock expiry needs no sleep, and no assertion can depend on
 * how fast the machine ran the test (a TOTP step or a lock's end crossed while a busy machine was slow).
 */
export interface TestClock extends Clock {
  advance(ms: number): void;
  /** Moves the clock on to `at` (ms), if that is later: never back. */
  advanceTo(at: number): void;
}

/** Starts at `start` (the real time by default, for what the server compares with its database's own time). */
export function createTestClock(start = Date.now()): TestClock {
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    advanceTo: (later) => {
      at = Math.max(at, later);
    },
  };
}

/** Moves the clock `steps` TOTP steps on and into the middle of a step, so the step is unambiguous. */
export function advanceSteps(clock: TestClock, steps: number, stepMs: number): void {
  const into = clock.now().getTime() % stepMs;
  clock.advance(steps * stepMs - into + stepMs / 2);
}
