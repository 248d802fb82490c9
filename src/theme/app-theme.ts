import { type MantineColorsTuple, colorsTuple, createTheme } from '@mantine/core';
// With its extension: the Vite config imports this file (vite.config.ts).
import { isHexColour, mix, toHex, toRgb, weightToReach } from './colour.ts';

const WHITE = toRgb('#ffffff');
/** Mantine's dark-6, the lightest surface of the dark scheme (inputs): dark-scheme text must read on it. */
const DARK_SURFACE = toRgb('#2e2e2e');
/** How far shades 0 to 7 move toward white: Mantine's usual spread, shade 4 at 0.3. */
const LIGHTER = [0.9, 0.78, 0.62, 0.46, 0.3, 0.2, 0.12, 0.05];

/**
 * Filled controls and links use shade 8 in both schemes, for every colour (Mantine's 6 puts white on its blue at
 * 3.6:1, below WCAG's 4.5:1); dark-scheme links and text use shade 4.
 */
export const PRIMARY_SHADE = 8 as const;

/**
 * Ten shades around the tenant colour for Mantine's palette. Shade 8 is the colour itself when white text
 * reads on it (4.5:1), else the colour darkened just enough; shade 4 (links and text in the dark scheme) is
 * lightened until it reads on the dark surfaces. So any tenant colour gives readable buttons and links.
 */
export function shadesOf(hex: string): MantineColorsTuple {
  const rgb = toRgb(hex);
  const sink = weightToReach(rgb, 0, WHITE, 4.5);
  const lift = Math.max(0.3, weightToReach(rgb, 255, DARK_SURFACE, 4.5));
  // Stretch the lighter weights so shade 4 sits at `lift` and the order of the shades is kept.
  const lighter = LIGHTER.map((w, i) => (i <= 4 ? lift + ((w - 0.3) * (1 - lift)) / 0.7 : (w * lift) / 0.3));
  const base = mix(rgb, 0, sink);
  return colorsTuple([
    ...lighter.map((w) => toHex(mix(base, 255, w))),
    toHex(base),
    toHex(mix(base, 0, 0.2)),
  ]);
}

/**
 * The app theme: the tenant's `themeColor` (SPEC section 3, login data) becomes the primary colour, at shades
 * that keep text and controls readable in the light and the dark scheme.
 */
export function appTheme(themeColor: string | null | undefined) {
  const brand = isHexColour(themeColor) ? shadesOf(themeColor) : undefined;
  return createTheme({
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    ...(brand ? { colors: { brand }, primaryColor: 'brand' } : {}),
    primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
    defaultRadius: 'sm',
  });
}
