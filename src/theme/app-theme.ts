import { type MantineColorsTuple, colorsTuple, createTheme } from '@mantine/core';

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;

function toRgb(hex: string): number[] {
  const h = hex.length === 4 ? hex.replace(/([0-9a-f])/gi, '$1$1').slice(1) : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

const mix = (from: number[], to: number, weight: number) =>
  from.map((c) => Math.round(c + (to - c) * weight));
const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Ten shades around the tenant colour, the colour itself at Mantine's primary shade (6). */
export function shadesOf(hex: string): MantineColorsTuple {
  const rgb = toRgb(hex);
  const lighter = [0.9, 0.78, 0.62, 0.46, 0.3, 0.14].map((w) => toHex(mix(rgb, 255, w)));
  const darker = [0.12, 0.24, 0.36].map((w) => toHex(mix(rgb, 0, w)));
  return colorsTuple([...lighter, toHex(rgb), ...darker]);
}

/** The app theme: the tenant's `themeColor` (SPEC section 3, login data) becomes the primary colour. */
export function appTheme(themeColor: string | null | undefined) {
  const brand = themeColor && HEX.test(themeColor) ? shadesOf(themeColor) : undefined;
  return createTheme({
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
    ...(brand ? { colors: { brand }, primaryColor: 'brand' } : {}),
    defaultRadius: 'sm',
  });
}
