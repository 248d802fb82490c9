import type { Queryable } from '../db/db';
import type { SecretBox } from '../crypto/secret-box';
import type { SeedOptions } from './seed-options';

/** What a feature's seed is given: the options, the tenant it seeds, and the seed's one time. */
export type SeedContext = {
  secretBox: SecretBox;
  options: SeedOptions;
  enterpriseId: string;
  now: Date;
};

/**
 * What a feature seeds into the demo tenant (`server/features/<flow>/<flow>.seed.ts`, issue 44): run in the seed's
 * transaction once the tenants, their adapters and their users are in, after the features it names in `after`
 * (by folder), which it needs rows of. `npm run features` lists it in server/seed/feature-seeds.gen.ts.
 */
export type FeatureSeed = {
  after?: readonly string[];
  seed: (tx: Queryable, context: SeedContext) => Promise<void>;
};

/** The features' seeds in an order that runs each after those it names, else by folder. */
export function seedOrder(seeds: Readonly<Record<string, FeatureSeed>>): FeatureSeed[] {
  const ordered: FeatureSeed[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, from: string) => {
    const seed = seeds[name];
    if (!seed) throw new Error(`The seed of ${from} runs after ${name}, which seeds nothing`);
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`The seeds of ${name} and ${from} wait for each other`);
    state.set(name, 'visiting');
    for (const before of seed.after ?? []) visit(before, name);
    state.set(name, 'done');
    ordered.push(seed);
  };
  for (const name of Object.keys(seeds).sort()) visit(name, name);
  return ordered;
}
