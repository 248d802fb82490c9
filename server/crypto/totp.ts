import { Secret, TOTP } from 'otpauth';
import { OTP_PERIOD_SECONDS } from '../../schemas/spec-constants';

/** RFC 6238 as authenticator apps read it: HMAC-SHA-1, 6 digits, a 30-second step (SPEC section 9). */
export const TOTP_PARAMETERS = { algorithm: 'SHA1', digits: 6, period: OTP_PERIOD_SECONDS } as const;
/** Codes of the step before and after now are accepted too, for clocks a little apart (RFC 6238, 5.2). */
const WINDOW = 1;

/** A new secret of 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code, naming the tenant and the account. */
export const totpUri = (secret: string, issuer: string, account: string): string =>
  new TOTP({ ...TOTP_PARAMETERS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();

/**
 * The same URI binding the enterprise too, for the tenant's own app: it also names the enterprise and the
 * server that app answers (QR login, codes). Authenticator apps ignore parameters they do not know, so any of
 * them still reads the key from it.
 */
export function enterpriseTotpUri(
  secret: string,
  issuer: string,
  account: string,
  enterprise: { enterpriseId: string; server: string },
): string {
  const uri = new URL(totpUri(secret, issuer, account));
  uri.searchParams.set('enterpriseId', enterprise.enterpriseId);
  uri.searchParams.set('server', enterprise.server);
  return uri.toString();
}

/**
 * The time step whose code `code` is, within one step of `now`, or null. The caller accepts a step once per
 * user, so a code seen once is refused the second time (NIST SP 800-63B, 5.1.4.2).
 */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = now.getTime();
  const delta = TOTP.validate({
    ...TOTP_PARAMETERS,
    token: code,
    secret: Secret.fromBase32(secret),
    timestamp,
    window: WINDOW,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PARAMETERS.period, timestamp }) + delta;
}
