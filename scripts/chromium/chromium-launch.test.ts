import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium-launch';

/** The features playwright-core's launcher disables: the array its chromiumSwitches module starts with. */
function playwrightDisabledFeatures(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const start = bundle.indexOf('disabledFeatures = [');
  const end = bundle.indexOf('].filter(Boolean)', start);
  return start < 0 || end < 0
    ? []
    : [...bundle.slice(start, end).matchAll(/^\s*"(\w+)",?$/gm)].map((m) => m[1]!);
}

describe('how the suite launches Chromium', () => {
  it("repeats Playwright's disabled features, since Chromium keeps only the last --disable-features", () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...theirs].sort());
  });

  it('passes one --disable-features, with the browser UI no test opens', () => {
    const switches = CHROMIUM_LAUNCH.args.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]!.split('=')[1]!.split(',')).toEqual(
      expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']),
    );
  });
});
