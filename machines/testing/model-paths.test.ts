import { describe, expect, it } from 'vitest';
import { withoutPrefixes } from './model-paths';

describe('withoutPrefixes', () => {
  const names = (path: string) => (path === '' ? [] : path.split(' '));

  it('drops a path that a longer one walks through, and keeps the rest in order', () => {
    expect(withoutPrefixes(['a', 'a b', 'c', 'a b d', 'a e'], names)).toEqual(['c', 'a b d', 'a e']);
  });

  it('keeps paths that share a start but part ways, and equal paths both', () => {
    expect(withoutPrefixes(['a b', 'a c', 'a c'], names)).toEqual(['a b', 'a c', 'a c']);
  });

  it('drops the empty path when any other exists', () => {
    expect(withoutPrefixes(['', 'a'], names)).toEqual(['a']);
    expect(withoutPrefixes([''], names)).toEqual(['']);
  });
});
