import { describe, expect, it } from 'vitest';
import { fromOwnFrame } from './provider-answer';

describe('fromOwnFrame', () => {
  const panel = { name: 'the panel frame' };
  const other = { name: 'another frame' };
  const frames = { length: 2, 0: other, 1: panel };

  it('takes a message from a frame of this window', () => {
    expect(fromOwnFrame(panel, frames)).toBe(true);
    expect(fromOwnFrame(other, frames)).toBe(true);
  });

  it('refuses one from any other window of the same origin, or from none', () => {
    expect(fromOwnFrame({ name: 'a popup' }, frames)).toBe(false);
    expect(fromOwnFrame(null, frames)).toBe(false);
    expect(fromOwnFrame(panel, { length: 0 })).toBe(false);
  });
});
