/**
 * The hover variant of a colour (SPEC section 9: "for rgb with alpha above 0.6, subtract 0.3"): a colour that
 * is mostly opaque turns 0.3 more transparent under the pointer; one at 0.6 or below is already light and
 * stays as it is. Hex and rgb() without alpha are opaque, alpha 1, so they hover at 0.7, written as rgba().
 * Anything else (a colour name, hex with alpha, hsl()) is returned unchanged: no rule of the spec covers it.
 */
import { COLOUR_HOVER_ALPHA_ABOVE, COLOUR_HOVER_ALPHA_STEP } from '../../schemas/spec-constants';
import { parseColour } from './colour';

// rgb() or rgba() with integer channels and an optional alpha, a fraction or a percentage.
const RGBA = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)(%?)\s*)?\)$/i;

type Rgba = { rgb: readonly number[]; alpha: number };

function parseRgba(colour: string): Rgba | null {
  const match = RGBA.exec(colour.trim());
  if (!match) {
    // Hex: opaque (colour.ts reads it; it answers null for names and hex with alpha).
    const rgb = parseColour(colour);
    return rgb && { rgb, alpha: 1 };
  }
  const rgb = [match[1], match[2], match[3]].map(Number);
  const alpha = match[4] === undefined ? 1 : Number(match[4]) / (match[5] ? 100 : 1);
  return rgb.every((c) => c <= 255) && alpha <= 1 ? { rgb, alpha } : null;
}

/** The colour to paint under the pointer, for a colour painted at rest. */
export function hoverColour(colour: string): string {
  const parsed = parseRgba(colour);
  if (!parsed || parsed.alpha <= COLOUR_HOVER_ALPHA_ABOVE) return colour;
  // Rounded to thousandths: 0.9 - 0.3 is 0.6000000000000001 in floating point.
  const alpha = Math.round((parsed.alpha - COLOUR_HOVER_ALPHA_STEP) * 1000) / 1000;
  return `rgba(${parsed.rgb.join(', ')}, ${alpha})`;
}
