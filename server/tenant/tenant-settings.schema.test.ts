import { describe, expect, it } from 'vitest';
import { parseTenantSettings } from './tenant-settings.schema';

describe('parseTenantSettings', () => {
  it('takes the stored values, and the defaults for what is not stored', () => {
    const settings = parseTenantSettings({ maxFailedAttempts: 3, secondFactorSecurityLevel: 7 });
    expect(settings).toMatchObject({
      maxFailedAttempts: 3,
      secondFactorSecurityLevel: 7,
      lockTimeMinutes: 15,
    });
    expect(parseTenantSettings(null)).toEqual(parseTenantSettings({}));
  });

  it('drops only a bad value: the other settings stay as they were set', () => {
    const settings = parseTenantSettings({
      maxFailedAttempts: 3,
      secondFactorSecurityLevel: 10,
      autoLogin: 'x',
    });
    expect(settings).toMatchObject({
      maxFailedAttempts: 3,
      secondFactorSecurityLevel: null,
      autoLogin: true,
    });
  });
});
