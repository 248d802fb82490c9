import type { Page } from '@playwright/test';

const ATTEMPTS = 5;

/**
 * Holds the page's clock from now on: the page's time moves only when the test moves it (`tickUntil`,
 * `page.clock.runFor`), so a screen that moves on by itself (a countdown, a toast) waits for the test however
 * busy the machine is. Call it before what starts the screen's timer, not once the screen shows: by then a
 * busy machine may have spent the timer. Network answers and rendering go on meanwhile; the page's timers,
 * animation frames and idle callbacks do not.
 */
export async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  // The page's time runs on while the call travels, and a time in the past is refused: asked again from the
  // page's new now.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt === ATTEMPTS || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * Moves a held clock on `stepMs` at a time until `check` passes: the screen it waits for has then lived at most
 * one step of the page's time. `check` should fail fast (an assertion with a short timeout).
 */
export async function tickUntil(page: Page, check: () => Promise<unknown>, stepMs = 50): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    // Outside the retried check: an error a page timer throws as the clock moves fails the test.
    await page.clock.runFor(stepMs);
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** A short wait for one state of a held-clock screen (`tickUntil`'s check), the real time the page needs to draw it. */
export const GLANCE = { timeout: 250 };
