import { describe, expect, it } from 'vitest';
import { LICENSED } from '../../schemas/license-state.schema';
import type { LicensePayload } from '../../schemas/license.schema';
import { LICENSE_WARNING_DAYS } from '../../schemas/spec-constants';
import { licenseState, roomForOneMore } from './license-state';

const DAY = 86_400_000;
const START = Date.parse('2030-01-01T00:00:00.000Z');
const END = Date.parse('2031-01-01T00:00:00.000Z');
const license = (facts: Partial<LicensePayload> = {}): LicensePayload => ({
  licenseId: 'unit',
  licensee: 'Unit Inc.',
  trial: false,
  notBefore: new Date(START).toISOString(),
  notAfter: new Date(END).toISOString(),
  maxUsers: 10,
  ...facts,
});
const at = (ms: number) => new Date(ms);

describe('licenseState', () => {
  it('is expired without a license: the service needs one', () => {
    expect(licenseState(null, at(START), 5)).toEqual({ ...LICENSED, expired: true });
  });

  it('is in force from notBefore to just before notAfter, and expired outside', () => {
    const expired = (ms: number) => licenseState(license(), at(ms), 1).expired;
    expect(expired(START - 1)).toBe(true);
    expect(expired(START)).toBe(false);
    expect(expired(END - 1)).toBe(false);
    expect(expired(END)).toBe(true);
    expect(licenseState(license(), at(END), 1)).toMatchObject({
      trialExpired: false,
      quicklyExpired: false,
      expiresAt: '2031-01-01T00:00:00.000Z',
    });
  });

  it('says trialExpired, not expired, for a trial out of its dates', () => {
    const trial = license({ trial: true });
    expect(licenseState(trial, at(END), 1)).toMatchObject({
      expired: false,
      trialExpired: true,
      trial: true,
    });
    expect(licenseState(trial, at(START - 1), 1)).toMatchObject({ expired: false, trialExpired: true });
    expect(licenseState(trial, at(END - 1), 1)).toMatchObject({ expired: false, trialExpired: false });
  });

  it(`is quicklyExpired from ${LICENSE_WARNING_DAYS} days before its end until it ends`, () => {
    const quickly = (ms: number) => licenseState(license(), at(ms), 1).quicklyExpired;
    const warnFrom = END - LICENSE_WARNING_DAYS * DAY;
    expect(quickly(warnFrom - 1)).toBe(false);
    expect(quickly(warnFrom)).toBe(true);
    expect(quickly(END - 1)).toBe(true);
    expect(quickly(END)).toBe(false);
    expect(licenseState(license({ trial: true }), at(warnFrom), 1).quicklyExpired).toBe(true);
  });

  it('is limited once the users outnumber maxUsers, not at exactly maxUsers', () => {
    expect(licenseState(license(), at(START), 10).limited).toBe(false);
    expect(licenseState(license(), at(START), 11).limited).toBe(true);
    // An ended license still counts its users.
    expect(licenseState(license(), at(END), 11)).toMatchObject({ expired: true, limited: true });
  });
});

describe('roomForOneMore', () => {
  it('has room below maxUsers only, and none without a license', () => {
    expect(roomForOneMore(license(), 9)).toBe(true);
    expect(roomForOneMore(license(), 10)).toBe(false);
    expect(roomForOneMore(license(), 11)).toBe(false);
    expect(roomForOneMore(null, 0)).toBe(false);
  });
});
