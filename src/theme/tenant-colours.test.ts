import { describe, expect, it } from 'vitest';
import { parseLoginPageConfig } from '../../schemas/login-page-config.schema';
import { colorSchemeOf } from './color-scheme';
import { contrast, toRgb } from './colour';
import { barColours, tenantSetsColours } from './tenant-colours';

const page = (config: Record<string, unknown>) => parseLoginPageConfig(JSON.stringify(config));

describe('the colour scheme', () => {
  it('follows the system for a tenant without colours, and before the tenant has loaded', () => {
    expect(colorSchemeOf(page({ showLoginHeader: true }), true)).toBe('dark');
    expect(colorSchemeOf(page({ showLoginHeader: true }), false)).toBe('light');
    expect(colorSchemeOf(null, true)).toBe('dark');
    expect(colorSchemeOf(null, false)).toBe('light');
  });

  it('stays light for a tenant that sets any colour', () => {
    for (const key of [
      'headerBackGroundColor',
      'footerBackGroundColor',
      'footerContentColor',
      'headerEnterpriseColor',
    ]) {
      expect(tenantSetsColours(page({ [key]: '#123456' }))).toBe(true);
      expect(colorSchemeOf(page({ [key]: '#123456' }), true)).toBe('light');
    }
  });

  it('takes a malformed colour for no colour', () => {
    expect(tenantSetsColours(page({ headerBackGroundColor: 'red; x: y' }))).toBe(false);
  });
});

describe('barColours', () => {
  const ratio = (a: string, b: string) => contrast(toRgb(a), toRgb(b));

  it('leaves what the tenant did not set to the theme', () => {
    expect(barColours(null, null, false)).toEqual({});
  });

  it('darkens a text colour that does not read on its background just enough', () => {
    const { color } = barColours('#ffffff', '#1c7ed6', false);
    expect(ratio(color!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(color!, '#ffffff')).toBeLessThan(5.5);
  });

  it('keeps a text colour that reads', () => {
    expect(barColours('#f1f3f5', '#495057', false)).toEqual({ backgroundColor: '#f1f3f5', color: '#495057' });
  });

  it('lightens text on a dark tenant background, and picks white where the tenant gave none', () => {
    expect(ratio(barColours('#001529', '#1c7ed6', false).color!, '#001529')).toBeGreaterThanOrEqual(4.5);
    expect(barColours('#001529', null, false)).toEqual({ backgroundColor: '#001529', color: '#ffffff' });
  });

  it('measures a transparent bar against the page behind it, and paints no background', () => {
    const { backgroundColor, color } = barColours('#001529', '#adb5bd', true);
    expect(backgroundColor).toBeUndefined();
    expect(ratio(color!, '#f8f9fa')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads rgb() colours and keeps names as they are', () => {
    expect(
      ratio(barColours('rgb(255, 255, 255)', 'rgb(28, 126, 214)', false).color!, '#ffffff'),
    ).toBeGreaterThanOrEqual(4.5);
    expect(barColours('white', 'steelblue', false).color).toBe('steelblue');
  });
});
