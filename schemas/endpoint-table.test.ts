import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { type Endpoint, fillPath, pathParameters } from './endpoint';
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

  it('gives every {name} of a path a field of its params, and params only to paths that have some', () => {
    const endpoints: Record<string, Endpoint> = groups.CONTRACT_ENDPOINTS;
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const { params } = endpoint;
      const fields = params instanceof z.ZodMiniObject ? Object.keys(params.shape).sort() : [];
      if (params) expect(params, name).toBeInstanceOf(z.ZodMiniObject);
      expect(fields, name).toEqual(pathParameters(endpoint.path).sort());
    }
  });

  it('fills a path parameter as one encoded segment, and refuses a path with one missing', () => {
    expect(fillPath('one_time_login/success/{code}', { code: 'a/b?c' })).toBe(
      'one_time_login/success/a%2Fb%3Fc',
    );
    expect(() => fillPath('one_time_login/success/{code}', {})).toThrow('no value for {code}');
  });
});
