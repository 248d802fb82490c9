/**
 * What a password hash costs to derive: scrypt's parameters for new hashes, PBKDF2's iterations for new ones
 * and the fewest a stored one may have. Chosen once per server (KDF_COST) and passed to everything that hashes.
 */
export interface KdfCost {
  name: 'production' | 'test';
  scrypt: { N: number; r: number; p: number };
  pbkdf2Iterations: number;
}

/** OWASP's scrypt parameters, and its floor for PBKDF2-HMAC-SHA256: every server but Vitest's. */
export const PRODUCTION_KDF_COST: KdfCost = {
  name: 'production',
  scrypt: { N: 2 ** 15, r: 8, p: 1 },
  pbkdf2Iterations: 210_000,
};

/**
 * Vitest's servers only: about a hundredth of the work, so the suite's thousand sign-ins do not spend a fifth of
 * its CPU deriving keys. Hashes this cheap are cracked in no time: no other server may start with it.
 */
export const TEST_KDF_COST: KdfCost = {
  name: 'test',
  scrypt: { N: 2 ** 10, r: 8, p: 1 },
  pbkdf2Iterations: 1_000,
};

type Env = Record<string, string | undefined>;

/**
 * Throws unless `cost` may serve here: the test cost only inside a Vitest run (VITEST=true, which Vitest sets
 * and the servers its tests start inherit) and never with NODE_ENV=production.
 */
export function refuseTestCostOutsideTests(cost: KdfCost, env: Env): void {
  if (cost.name !== 'test') return;
  if (env.VITEST !== 'true' || env.NODE_ENV === 'production') {
    throw new Error(
      'KDF_COST=test is for the servers Vitest starts: its password hashes are cheap to crack. ' +
        'Unset KDF_COST (production cost) to run this server.',
    );
  }
}

/** KDF_COST: `production` (the default) or `test`, which refuseTestCostOutsideTests allows in Vitest alone. */
export function kdfCostFrom(env: Env): KdfCost {
  const name = env.KDF_COST ?? 'production';
  const cost = [PRODUCTION_KDF_COST, TEST_KDF_COST].find((known) => known.name === name);
  if (!cost) throw new Error(`KDF_COST=${name}: production (the default) or test`);
  refuseTestCostOutsideTests(cost, env);
  return cost;
}
