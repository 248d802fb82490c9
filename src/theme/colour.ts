/**
 * Colour arithmetic for the theme: WCAG 2 contrast, and mixing a colour toward black or white until it
 * reads on a background. Tenant colours are free input (SPEC section 3), so every colour the page paints text
 * or a filled control with is made readable here rather than trusted.
 */
type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i;
// rgb() or rgba() with integer channels and no transparency (alpha 1 or left out).
const RGB = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(?:1|1\.0*|100%)\s*)?\)$/i;

export const isHexColour = (value: string | null | undefined): value is string =>
  typeof value === 'string' && HEX.test(value);

/** Three channels, each made by `of` from its index: a tuple by construction, no cast. */
const channels = (of: (i: 0 | 1 | 2) => number): Rgb => [of(0), of(1), of(2)];

export function toRgb(hex: string): Rgb {
  const h = hex.length === 4 ? hex.replace(/([0-9a-f])/gi, '$1$1').slice(1) : hex.slice(1);
  return channels((i) => parseInt(h.slice(i * 2, i * 2 + 2), 16));
}

/** An opaque colour written as hex or rgb(), or null for anything else (names, transparency). */
export function parseColour(value: string): Rgb | null {
  if (HEX.test(value)) return toRgb(value);
  const match = RGB.exec(value.trim());
  if (!match) return null;
  const rgb = channels((i) => Number(match[i + 1]));
  return rgb.every((c) => c <= 255) ? rgb : null;
}

export const toHex = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** `from` moved `weight` (0 to 1) of the way to black (0) or white (255). */
export const mix = (from: Rgb, to: 0 | 255, weight: number): Rgb =>
  channels((i) => Math.round(from[i] + (to - from[i]) * weight));

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** The WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The least mix of `from` toward black or white that reaches `ratio` against `background`: 0 when it already
 * does, 1 when even black or white does not (never the case for 4.5:1 against the backgrounds used here).
 */
export function weightToReach(from: Rgb, to: 0 | 255, background: Rgb, ratio: number): number {
  for (let step = 0; step <= 50; step++) {
    if (contrast(mix(from, to, step / 50), background) >= ratio) return step / 50;
  }
  return 1;
}

/**
 * A text colour the tenant chose, kept if it reads on its background (4.5:1, WCAG 1.4.3), else moved toward
 * black on a light background or white on a dark one just far enough to read. Colour names and transparent
 * colours are kept as they are: the browser, not this module, knows what they paint.
 */
export function readableOn(foreground: string, background: string, ratio = 4.5): string {
  const fg = parseColour(foreground);
  const bg = parseColour(background);
  if (!fg || !bg || contrast(fg, bg) >= ratio) return foreground;
  const toward = luminance(bg) > 0.18 ? 0 : 255;
  return toHex(mix(fg, toward, weightToReach(fg, toward, bg, ratio)));
}

/** Black or white, whichever reads better on `background` (hex or rgb()); null for other colours. */
export function textOn(background: string): string | null {
  const bg = parseColour(background);
  if (!bg) return null;
  return contrast([0, 0, 0], bg) >= contrast([255, 255, 255], bg) ? '#000000' : '#ffffff';
}
