import { describe, expect, it } from 'vitest';
import { ALILANG_LOGIN_ENDPOINTS } from '../../schemas/alilang-login.endpoints';
import { QR_LOGIN_ENDPOINTS } from '../../schemas/qr-login.endpoints';
import { SMS_LOGIN_ENDPOINTS } from '../../schemas/sms-login.endpoints';
import { THIRD_PARTY_LOGIN_ENDPOINTS } from '../../schemas/third-party-login.endpoints';
import { honoRoute } from './hono-route';

describe('honoRoute', () => {
  it('matches an enum parameter only at its values: a literal path beside it is never shadowed', () => {
    const sources = honoRoute(THIRD_PARTY_LOGIN_ENDPOINTS.thirdPartyStart);
    expect(sources).toMatch(/\/authenticate\/:adapter\{[a-z_|]+\}\/login_$/);
    expect(sources).toContain('oidc_code');
    // The SMS login's and Alilang's own paths are not among the sources' values.
    const sms = honoRoute(SMS_LOGIN_ENDPOINTS.smsLoginInfo);
    const literal = sms.split('/').at(-2) ?? '';
    expect(sources.split(/[{}|]/)).not.toContain(literal);
    expect(honoRoute(THIRD_PARTY_LOGIN_ENDPOINTS.thirdPartyCallback).split(/[{}|]/)).not.toContain('alilang');
    expect(honoRoute(ALILANG_LOGIN_ENDPOINTS.alilangCallback)).toMatch(
      /\/authenticate\/alilang\/submit_callback$/,
    );
  });

  it('keeps any other parameter open, and a path without one as it is', () => {
    expect(Object.values(QR_LOGIN_ENDPOINTS).map(honoRoute).join(' ')).not.toContain('{');
    expect(honoRoute(SMS_LOGIN_ENDPOINTS.smsLogin)).not.toContain(':');
  });
});
