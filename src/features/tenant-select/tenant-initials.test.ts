import { describe, expect, it } from 'vitest';
import { tenantInitials } from './tenant-initials';

describe('tenantInitials', () => {
  it('marks each tenant by the first letter where its name differs from the others', () => {
    expect(tenantInitials(['演示企业', '演示分公司'])).toEqual(['企', '分']);
    expect(tenantInitials(['Demo Inc.', 'Demo Branch'])).toEqual(['I', 'B']);
  });

  it('keeps the first letter of names that differ from the start, in capitals', () => {
    expect(tenantInitials(['acme', 'Beta'])).toEqual(['A', 'B']);
    expect(tenantInitials(['Solo'])).toEqual(['S']);
  });

  it('skips spaces and punctuation, and falls back to the first letter where a name never differs', () => {
    expect(tenantInitials(['Acme', 'Acme East', 'Beta'])).toEqual(['A', 'E', 'B']);
    expect(tenantInitials(['Twin', 'Twin'])).toEqual(['T', 'T']);
  });
});
