import { describe, expect, it } from 'vitest';
import { mayPrefetch } from './prefetch';

describe('mayPrefetch', () => {
  it.each([
    ['a browser that does not say', undefined, true],
    ['4G', { effectiveType: '4g' }, true],
    ['3G', { effectiveType: '3g' }, true],
    ['2G', { effectiveType: '2g' }, false],
    ['slow 2G', { effectiveType: 'slow-2g' }, false],
    ['data saving on 4G', { effectiveType: '4g', saveData: true }, false],
    ['data saving off', { saveData: false }, true],
  ])('%s: %s', (_name, connection, welcome) => expect(mayPrefetch(connection)).toBe(welcome));
});
