import { describe, expect, it } from 'vitest';
import { PLUGIN_CODE_SECONDS } from '../../schemas/plugin-token.schema';
import { createCodeStore } from './plugin-codes';

// The demo plugin's codes (plugin-codes.ts): random, for one trace and client, within their 2 minutes, once.
const grant = { traceId: 'trace-1', clientId: 'idaas-hr-demo', subject: 'hr-0003' };

function storeAt(start = 1_000_000) {
  let now = start;
  return { codes: createCodeStore(() => now), advance: (ms: number) => (now += ms) };
}

describe('the demo plugin’s codes', () => {
  it('are random and URL-safe, 256 bits each', () => {
    const { codes } = storeAt();
    const issued = new Set(Array.from({ length: 50 }, () => codes.issue(grant)));
    expect(issued.size).toBe(50);
    for (const code of issued) expect(code).toMatch(/^[\w-]{43}$/);
  });

  it('name the person once, for the trace and client they were issued for', () => {
    const { codes } = storeAt();
    const code = codes.issue(grant);
    expect(codes.redeem(code, 'trace-1', 'idaas-hr-demo')).toBe('hr-0003');
    expect(codes.redeem(code, 'trace-1', 'idaas-hr-demo')).toBeNull();
  });

  it('are spent by a redemption for another trace or client, which gets nothing', () => {
    const { codes } = storeAt();
    const forTrace = codes.issue(grant);
    expect(codes.redeem(forTrace, 'trace-2', 'idaas-hr-demo')).toBeNull();
    expect(codes.redeem(forTrace, 'trace-1', 'idaas-hr-demo')).toBeNull();
    const forClient = codes.issue(grant);
    expect(codes.redeem(forClient, 'trace-1', 'idaas-hr-auto')).toBeNull();
    expect(codes.redeem(forClient, 'trace-1', 'idaas-hr-demo')).toBeNull();
  });

  it('are good until their 2 minutes end, and no longer', () => {
    const { codes, advance } = storeAt();
    const early = codes.issue(grant);
    const late = codes.issue(grant);
    advance(PLUGIN_CODE_SECONDS * 1000 - 1);
    expect(codes.redeem(early, 'trace-1', 'idaas-hr-demo')).toBe('hr-0003');
    advance(1);
    expect(codes.redeem(late, 'trace-1', 'idaas-hr-demo')).toBeNull();
  });

  it('refuse a code never issued', () => {
    expect(storeAt().codes.redeem('made-up', 'trace-1', 'idaas-hr-demo')).toBeNull();
  });
});
