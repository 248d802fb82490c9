import { describe, expect, it } from 'vitest';
import { kdfCostFrom, PRODUCTION_KDF_COST, refuseTestCostOutsideTests, TEST_KDF_COST } from './kdf-cost';

describe('the password-hash cost (KDF_COST)', () => {
  it("is production's unless KDF_COST says test", () => {
    expect(kdfCostFrom({})).toBe(PRODUCTION_KDF_COST);
    expect(kdfCostFrom({ KDF_COST: 'production', VITEST: 'true' })).toBe(PRODUCTION_KDF_COST);
    expect(kdfCostFrom({ KDF_COST: 'test', VITEST: 'true' })).toBe(TEST_KDF_COST);
    expect(() => kdfCostFrom({ KDF_COST: 'cheap', VITEST: 'true' })).toThrow(
      /production \(the default\) or test/,
    );
  });

  it('refuses the test cost outside a Vitest run, and in production even there', () => {
    const refusal = /KDF_COST=test is for the servers Vitest starts/;
    expect(() => kdfCostFrom({ KDF_COST: 'test' })).toThrow(refusal);
    expect(() => kdfCostFrom({ KDF_COST: 'test', VITEST: 'true', NODE_ENV: 'production' })).toThrow(refusal);
    // createApp asks the same of the cost it is given, so an in-process server refuses it too.
    expect(() => refuseTestCostOutsideTests(TEST_KDF_COST, { NODE_ENV: 'development' })).toThrow(refusal);
    expect(() => refuseTestCostOutsideTests(PRODUCTION_KDF_COST, {})).not.toThrow();
  });
});
