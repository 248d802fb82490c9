import { describe, expect, it } from 'vitest';
import * as groups from './endpoint-table';

describe('endpoint table', () => {
  it('names every call once across its groups: a name two groups share would hide one of them', () => {
    const names = Object.entries(groups)
      // The groups, and the applications' calls; not the unions made of them.
      .filter(([key]) => key.endsWith('_ENDPOINTS') && key !== 'CONTRACT_ENDPOINTS')
      .flatMap(([, group]) => Object.keys(group as object));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    expect(Object.keys(groups.CONTRACT_ENDPOINTS)).toHaveLength(names.length);
  });
});
