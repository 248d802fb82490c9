import type { Clock } from '../deps';

/** Real time plus an offset a test can move forward, so lock expiry needs no sleep. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/**
 * Moves the clock `steps` TOTP steps on and into the middle of a step, so a code computed for a step
 * either side of now is still that step when the server checks it (the clock is real time, which runs on).
 */
export function advanceSteps(clock: TestClock, steps: number, stepMs: number): void {
  const into = clock.now().getTime() % stepMs;
  clock.advance(steps * stepMs - into + stepMs / 2);
}
