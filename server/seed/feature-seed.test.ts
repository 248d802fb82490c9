import { describe, expect, it } from 'vitest';
import { type FeatureSeed, seedOrder } from './feature-seed';

const seed = (after?: string[]): FeatureSeed => ({ ...(after ? { after } : {}), seed: async () => {} });

describe('seedOrder', () => {
  it('runs each seed after those it names, the rest by folder', () => {
    const seeds = { composite: seed(['plugin-login']), alpha: seed(), 'plugin-login': seed() };
    expect(seedOrder(seeds)).toEqual([seeds.alpha, seeds['plugin-login'], seeds.composite]);
  });

  it('refuses a seed that waits for one that is not there, or seeds that wait for each other', () => {
    expect(() => seedOrder({ composite: seed(['plugins']) })).toThrow(
      'runs after plugins, which seeds nothing',
    );
    expect(() => seedOrder({ a: seed(['b']), b: seed(['a']) })).toThrow('wait for each other');
  });
});
