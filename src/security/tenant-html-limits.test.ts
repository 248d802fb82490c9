import { describe, expect, it } from 'vitest';
import { TENANT_HTML_LIMITS, withinTenantHtmlLimits } from './tenant-html-limits';

describe('withinTenantHtmlLimits', () => {
  it('takes a tenant’s usual markup', () => {
    expect(
      withinTenantHtmlLimits(
        '© 演示企业 · <a href="https://demo.example/privacy" target="_blank">隐私政策</a>',
      ),
    ).toBe(true);
  });

  it('refuses markup past its length, or with more attributes than a footer has', () => {
    expect(withinTenantHtmlLimits('a'.repeat(TENANT_HTML_LIMITS.characters + 1))).toBe(false);
    const attributes = (count: number) =>
      `<span ${Array.from({ length: count }, (_, i) => `a${i}=1`).join(' ')}>x</span>`;
    expect(withinTenantHtmlLimits(attributes(TENANT_HTML_LIMITS.attributes))).toBe(true);
    expect(withinTenantHtmlLimits(attributes(TENANT_HTML_LIMITS.attributes + 1))).toBe(false);
    // Spread over many tags, the same.
    expect(withinTenantHtmlLimits('<b title="t" class="c">x</b>'.repeat(251))).toBe(false);
  });
});
