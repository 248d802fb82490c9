import { describe, expect, it } from 'vitest';
import { hoverColour } from './hover-colour';

describe('hoverColour (SPEC 9: alpha above 0.6 loses 0.3)', () => {
  it('keeps a colour at alpha 0.6 as it is', () => {
    expect(hoverColour('rgba(22, 119, 255, 0.6)')).toBe('rgba(22, 119, 255, 0.6)');
    expect(hoverColour('rgba(22,119,255,60%)')).toBe('rgba(22,119,255,60%)');
  });

  it('takes 0.3 off just above 0.6', () => {
    expect(hoverColour('rgba(22, 119, 255, 0.61)')).toBe('rgba(22, 119, 255, 0.31)');
    expect(hoverColour('rgba(22,119,255,0.9)')).toBe('rgba(22, 119, 255, 0.6)');
    expect(hoverColour('RGBA(0, 0, 0, 61%)')).toBe('rgba(0, 0, 0, 0.31)');
  });

  it('keeps a light colour (alpha 0.6 or less) as it is', () => {
    expect(hoverColour('rgba(0, 0, 0, 0.3)')).toBe('rgba(0, 0, 0, 0.3)');
    expect(hoverColour('rgba(0, 0, 0, 0)')).toBe('rgba(0, 0, 0, 0)');
  });

  it('treats hex and rgb() without alpha as opaque: alpha 1 hovers at 0.7', () => {
    expect(hoverColour('rgb(22, 119, 255)')).toBe('rgba(22, 119, 255, 0.7)');
    expect(hoverColour('rgba(22, 119, 255, 1)')).toBe('rgba(22, 119, 255, 0.7)');
    expect(hoverColour('#1677ff')).toBe('rgba(22, 119, 255, 0.7)');
    expect(hoverColour('#fff')).toBe('rgba(255, 255, 255, 0.7)');
  });

  it('returns what it cannot read unchanged', () => {
    for (const colour of [
      'red',
      '#1677ff80',
      'hsl(0, 0%, 0%)',
      'rgba(300, 0, 0, 0.9)',
      'rgba(0, 0, 0, 1.5)',
      '',
    ]) {
      expect(hoverColour(colour), colour).toBe(colour);
    }
  });
});
