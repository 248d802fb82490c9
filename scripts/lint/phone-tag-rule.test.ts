import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { phoneTagRule } from './phone-tag-rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('e2e/phone-tag', phoneTagRule, {
  valid: [
    // No device read at all.
    `test('signs in', async ({ page }) => { await page.goto('/'); });`,
    // Tagged, in the test or its describe.
    `test('three tabs on a phone', { tag: '@phone' }, async ({ page, isMobile }) => { expect(isMobile ? 3 : 4).toBe(3); });`,
    `test.describe('phones', { tag: ['@phone'] }, () => { test('x', async ({ isMobile }) => { if (isMobile) {} }); });`,
    // Kept off the phone: nothing of it runs there.
    `test('frames the QR page', async ({ isMobile }) => { test.skip(isMobile, 'a phone keeps the link'); });`,
    `test.describe('on a computer', () => { test.skip(({ isMobile }) => isMobile, 'computers only'); test('x', async () => {}); });`,
    `test('changes a user', async ({}, testInfo) => { test.skip(testInfo.project.name !== 'desktop-zh', 'once'); });`,
    // Outside a test: a fixture's identity, not a branch.
    `const fixtures = { token: async ({}, use, testInfo) => use(testInfo.project.name) };`,
  ],
  invalid: [
    {
      code: `test('phones only', async ({ isMobile }) => { test.skip(!isMobile, 'phones only'); });`,
      errors: [{ messageId: 'untagged' }],
    },
    {
      code: `test('tabs', async ({ page }, testInfo) => { const n = testInfo.project.name.startsWith('mobile') ? 3 : 4; });`,
      errors: [{ messageId: 'untagged' }],
    },
    {
      code: `test('branches', { tag: '@slow' }, async ({ isMobile }) => { if (isMobile) {} });`,
      errors: [{ messageId: 'untagged' }],
    },
  ],
});
