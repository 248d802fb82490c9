import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type * as Axe from 'axe-core';
import type { Result } from 'axe-core';
import { isMobileBrowser } from '../../src/effects/device';

/** The axe loaded into the page (runAxe), as the page's code sees it. */
declare const axe: typeof Axe;

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what every screen of the login must meet. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Check = {
  /** What the user is looking at, for the failure message and the run's list of checked screens. */
  name: string;
  /**
   * The page's clock is held (holdClock, clock.ts: a screen that changes by itself after a delay). Axe runs
   * on the page's timers, so the clock is moved on a millisecond at a time while it runs, never near a
   * second in all.
   */
  clockHeld?: boolean;
  /** Violations fail the test at its end, not at once: a test of many screens goes on to the next one. */
  soft?: boolean;
};

/** One violation per block: the rule, its impact, where (selectors) and what axe says to fix. */
function describe(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `  ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Waits until no finite CSS or Web Animation runs (a dialog fading in is measured half transparent). Asked from
 * the test, not by the page's animation frames, so it works on a held clock (clock.ts) too: those run on the
 * document's timeline, which the held clock does not stop. A motion driven by timers or animation frames is not
 * seen: on a held clock it waits for the clock.
 */
async function settled(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
        ),
      { message: 'finite animations should end' },
    )
    .toBe(true);
}

/** Moves the page's held clock on by a millisecond at a time until `work` ends; fails past a second. */
async function onHeldClock<T>(page: Page, work: Promise<T>): Promise<T> {
  let finished = false;
  // Settled either way before it is awaited, so a failure of the work is its own error, not an unhandled one.
  const outcome = work.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  void outcome.finally(() => (finished = true));
  for (let moved = 0; !finished; moved++) {
    if (moved >= 1000) throw new Error('axe needed more than a second of the held clock');
    await page.clock.runFor(1);
  }
  const ended = await outcome;
  if ('error' in ended) throw ended.error;
  return ended.value;
}

/**
 * axe-core's own minified build, loaded into each frame and run from the top one. @axe-core/playwright loads
 * the unminified build twice a check and ends with a blank page of its own: three times as long a check.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe on the whole page, its frames included (a provider's QR panel is of another origin): the violations. */
async function runAxe(page: Page, disabledRules: string[]): Promise<Result[]> {
  for (const frame of page.frames()) {
    await frame.evaluate(AXE_SOURCE);
    // The top frame asks each framed axe for its part by message; other origins answer too.
    await frame.evaluate(() => axe.configure({ allowedOrigins: ['<unsafe_all_origins>'] }));
  }
  return page.evaluate(
    async ({ tags, disabled }) => {
      const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules });
      return results.violations;
    },
    { tags: WCAG_TAGS, disabled: disabledRules },
  );
}

/**
 * Runs axe (WCAG 2.x A and AA) on the page as it is now and fails with every violation listed. Each screen
 * checked is recorded as an `a11y` annotation, so a run can say how many screens it checked.
 */
export async function expectNoA11yViolations(
  page: Page,
  { name, clockHeld = false, soft = false }: Check,
): Promise<void> {
  // One axe run takes seconds on two shared cores: a test that runs axe gets a slow test's time.
  test.info().slow();
  await settled(page);
  const scheme = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  // The one exception. SPEC section 1 makes mobile browsers block pinch zoom, so the page's viewport tag says
  // `maximum-scale=1, user-scalable=no` there once the app runs (src/effects/device.ts; index.html's tag and
  // every other browser keep zoom, and the rule). Only on a mobile browser is the rule off; every other rule
  // stays on.
  const mobile = isMobileBrowser(await page.evaluate(() => navigator.userAgent));
  const check = runAxe(page, mobile ? ['meta-viewport'] : []);
  const violations = clockHeld ? await onHeldClock(page, check) : await check;
  const label = `${name} (${scheme ? 'dark' : 'light'})`;
  test.info().annotations.push({ type: 'a11y', description: label });
  (soft ? expect.soft : expect)(
    violations,
    `axe found WCAG violations on ${label}:\n${describe(violations)}`,
  ).toEqual([]);
}

/** Whether the page's own background reads dark: the luminance of body's (or html's) background colour. */
const looksDark = (page: Page) =>
  page.evaluate(() => {
    const colour = (el: Element) => getComputedStyle(el).backgroundColor;
    const body = colour(document.body);
    const rgba = (body.startsWith('rgba(0, 0, 0, 0)') ? colour(document.documentElement) : body)
      .match(/[\d.]+/g)!
      .map(Number);
    const [r, g, b] = rgba.map((c) => c / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 0.3;
  });

/**
 * The same screen in the light and the dark colour scheme (`prefers-color-scheme`), axe on each; the page
 * must really turn dark. It ends in the light scheme, as it began.
 */
export async function expectNoA11yViolationsInBothSchemes(page: Page, check: Check): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoA11yViolations(page, check);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() => looksDark(page), { message: `${check.name} should follow the dark scheme` })
    .toBe(true);
  await expectNoA11yViolations(page, check);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A field the form refused: marked invalid, and described by its own message (read with the field). */
export async function expectInvalidField(field: Locator, message: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}
