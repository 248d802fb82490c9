import type { AgentCertificate } from '../../schemas/usbkey-agent.schema';
import { CERTIFICATE_EXPIRY_WARNING_DAYS } from '../../schemas/usbkey-login.schema';

const DAY_MS = 86_400_000;

/**
 * Where a certificate stands at `now` (SPEC 8 and 9): not yet valid or expired ones cannot sign in; one that
 * ends within 60 days signs in with a warning giving the days left (a part day counts as a day).
 */
export type CertificateStatus =
  { kind: 'valid' } | { kind: 'expiring'; daysLeft: number } | { kind: 'expired' } | { kind: 'notYetValid' };

export function certificateStatus(
  certificate: Pick<AgentCertificate, 'notBefore' | 'notAfter'>,
  now: number,
): CertificateStatus {
  if (now < Date.parse(certificate.notBefore)) return { kind: 'notYetValid' };
  const left = Date.parse(certificate.notAfter) - now;
  if (left < 0) return { kind: 'expired' };
  const daysLeft = Math.ceil(left / DAY_MS);
  return daysLeft <= CERTIFICATE_EXPIRY_WARNING_DAYS ? { kind: 'expiring', daysLeft } : { kind: 'valid' };
}

/** A certificate that can sign in now. */
export const canSignIn = (status: CertificateStatus): boolean =>
  status.kind === 'valid' || status.kind === 'expiring';
