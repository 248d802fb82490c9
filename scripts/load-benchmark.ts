/**
 * `npm run bench:load`: how long a cold open takes until the login form is usable (the 登录 button of the
 * password form visible and enabled), measured from navigation start, over BENCH_RUNS (5) cold runs each
 * throttled and unthrottled, against a running reference server (BENCH_URL, default http://localhost:8080;
 * several, comma-separated, are measured in turn) and, in the same runs, the React floor: the least a React
 * page does to show the same form (scripts/bench/floor/, built and served by the script; BENCH_FLOOR=off
 * leaves it out). Each server's median is also given as a multiple of the floor's.
 *
 *   npm run build && PORT=8080 DATA_DIR=/tmp/bench-data npx tsx server/main.ts
 *
 * Throttled is Lighthouse's "Slow 4G" with its CPU slowdown, applied through the DevTools protocol: 150 ms
 * latency, 1.6 Mbit/s down and 750 kbit/s up (Lighthouse's kilobits of 1024 bits), CPU 4x slower. Each run has
 * a new browser context with the cache disabled. Also printed: the first paint (the skeleton's shapes count, as
 * backgrounds they are not contentful) and the first contentful paint, the longest task
 * before the form is usable, the main thread's busy time by then (CPU, the DevTools protocol's TaskDuration),
 * and the requests finished and bytes transferred (headers included) by then.
 * A benchmark, not a test: run it on an otherwise idle machine.
 */
import { type Browser, chromium } from '@playwright/test';
import { startFloor } from './bench/floor-server';
import { CHROMIUM_LAUNCH } from './chromium/chromium-launch';

// Several servers, comma-separated, are measured in turn run by run, so a busy moment of the machine falls on
// all of them alike (for a before/after comparison against a server that serves the older build).
const servers = (process.env.BENCH_URL ?? 'http://localhost:8080').split(',').map((url) => url.trim());
const runs = Number(process.env.BENCH_RUNS ?? 5);
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

type Sample = {
  usable: number;
  cpu: number;
  fp: number;
  fcp: number;
  longestTask: number;
  requests: number;
  bytes: number;
};
type Probe = Omit<Sample, 'cpu'> & { done: boolean };
declare global {
  interface Window {
    __loadProbe?: Probe;
    __benchUsable?: (payload: string) => void;
    __longTasks?: PerformanceEntry[];
  }
}

/**
 * Runs in the page before its own scripts: records the moment the submit button of the password form is
 * first visible and enabled (a MutationObserver sees every node and `disabled` change), and what had loaded
 * by then. Polling from outside would cost the throttled CPU time of its own. A string, not a function:
 * tsx would wrap a function's inner closures in a helper that does not exist in the page.
 */
const PROBE = `(() => {
  const probe = { done: false, usable: 0, fp: 0, fcp: 0, longestTask: 0, requests: 0, bytes: 0 };
  window.__loadProbe = probe;
  const tasks = [];
  window.__longTasks = tasks;
  new PerformanceObserver((list) => tasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
  const usableButton = () =>
    [...document.querySelectorAll('form[aria-label="密码登录"] button[type="submit"]')].some(
      (button) =>
        button.textContent.trim() === '登录' &&
        !button.disabled &&
        button.getAttribute('data-loading') === null &&
        button.getBoundingClientRect().width > 0 &&
        getComputedStyle(button).visibility !== 'hidden',
    );
  const observer = new MutationObserver(() => {
    if (probe.done || !usableButton()) return;
    const now = performance.now();
    const loaded = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= now);
    const navigation = performance.getEntriesByType('navigation')[0];
    // Tells the script at once, which reads the main thread's busy time so far (coldRun).
    window.__benchUsable?.('');
    Object.assign(probe, {
      done: true,
      usable: now,
      requests: loaded.length,
      bytes: navigation.transferSize + loaded.reduce((sum, entry) => sum + entry.transferSize, 0),
    });
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

async function coldRun(browser: Browser, base: string, throttled: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  // The main thread's busy time when the form became usable, read as the page says so (a binding, not a poll).
  await cdp.send('Performance.enable');
  let cpu: Promise<number> | null = null;
  cdp.on('Runtime.bindingCalled', (event) => {
    if (event.name !== '__benchUsable' || cpu) return;
    cpu = cdp
      .send('Performance.getMetrics')
      .then(({ metrics }) => (metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN) * 1000);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: '__benchUsable' });
  await page.addInitScript(PROBE);
  await page.goto(`${base}/frontend/login/#/login`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__loadProbe?.done === true, null, {
    timeout: 60_000,
    polling: 250,
  });
  // The paint entry and the long task that made the form usable are reported after that task (once the
  // frame is presented): read once they are in.
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const { done: _done, ...sample } = await page.evaluate(() => {
    const probe = window.__loadProbe;
    if (!probe) throw new Error('the page reported no load probe');
    const before = (window.__longTasks ?? []).filter((task) => task.startTime < probe.usable);
    return {
      ...probe,
      fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? 0,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      longestTask: Math.max(0, ...before.map((task) => task.duration)),
    };
  });
  await context.close();
  return { ...sample, cpu: (await cpu) ?? NaN };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const range = (values: number[], unit: (v: number) => string) =>
  `${unit(median(values))} (${unit(Math.min(...values))}–${unit(Math.max(...values))})`;

const floor = process.env.BENCH_FLOOR === 'off' ? null : await startFloor();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  for (const throttled of [true, false]) {
    const samples = [...servers, ...(floor ? [floor.url] : [])].map((base) => ({
      base,
      runs: [] as Sample[],
    }));
    for (let i = 0; i < runs; i++) {
      for (const { base, runs: taken } of samples) taken.push(await coldRun(browser, base, throttled));
    }
    for (const { base, runs: taken } of samples)
      report(base === floor?.url ? `the React floor (${base})` : base, throttled, taken);
    const floorRuns = samples.find(({ base }) => base === floor?.url)?.runs;
    if (floorRuns) {
      const floorUsable = median(floorRuns.map((s) => s.usable));
      for (const { base, runs: taken } of samples.filter(({ base }) => base !== floor?.url))
        console.log(
          `${base}: usable at ${(median(taken.map((s) => s.usable)) / floorUsable).toFixed(2)}x the floor`,
        );
    }
  }
} finally {
  await browser.close();
  await floor?.close();
}

function report(base: string, throttled: boolean, samples: Sample[]): void {
  const pick = (key: keyof Sample) => samples.map((s) => s[key]);
  console.log(
    `${base} ${throttled ? 'Slow 4G + CPU 4x' : 'unthrottled'}, ${runs} cold runs, median (min–max):`,
  );
  console.log(`  login form usable      ${range(pick('usable'), ms)}`);
  console.log(`  first paint            ${range(pick('fp'), ms)}`);
  console.log(`  first contentful paint ${range(pick('fcp'), ms)}`);
  console.log(`  longest task before    ${range(pick('longestTask'), ms)}`);
  console.log(`  CPU before usable      ${range(pick('cpu'), ms)}`);
  console.log(`  requests before usable ${range(pick('requests'), String)} (after the HTML)`);
  console.log(`  bytes before usable    ${range(pick('bytes'), (b) => `${(b / 1024).toFixed(1)} KB`)}`);
}
