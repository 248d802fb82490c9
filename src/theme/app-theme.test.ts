import { describe, expect, it } from 'vitest';
import { appTheme, shadesOf } from './app-theme';
import { contrast, toRgb } from './colour';

const WHITE = toRgb('#ffffff');
const DARK_SURFACE = toRgb('#2e2e2e');

describe('shadesOf', () => {
  // The demo tenant's blue (white on it: 4.2:1), a navy, a light yellow and a colour that already reads.
  it.each(['#1c7ed6', '#1a237e', '#ffeb3b', '#0b5394', '#e64980', '#f80'])(
    'gives %s a filled shade that white text reads on and a dark-scheme shade that reads on dark',
    (colour) => {
      const shades = shadesOf(colour);
      expect(shades).toHaveLength(10);
      expect(contrast(toRgb(shades[8]), WHITE)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(toRgb(shades[4]), DARK_SURFACE)).toBeGreaterThanOrEqual(4.5);
      // Lightest first, darkest last.
      const lightness = shades.map((s) => toRgb(s).reduce((a, b) => a + b, 0));
      expect([...lightness].sort((a, b) => b - a)).toEqual(lightness);
    },
  );

  it('keeps a tenant colour that already reads as the filled shade itself', () => {
    expect(shadesOf('#0b5394')[8]).toBe('#0b5394');
  });
});

describe('appTheme', () => {
  it('uses shade 8 for filled controls and links in both schemes', () => {
    expect(appTheme(null).primaryShade).toEqual({ light: 8, dark: 8 });
    expect(appTheme('#1c7ed6')).toMatchObject({ primaryColor: 'brand', primaryShade: { light: 8, dark: 8 } });
  });

  it('ignores a theme colour that is not a hex colour', () => {
    expect(appTheme('red; background: url(x)').primaryColor).toBeUndefined();
  });
});
