import { X509Certificate, verify } from 'node:crypto';
import { USBKEY_LOGIN_REFUSALS as REFUSALS, type UsbKeyLoginRefusal } from '../../../schemas/refusals';
import { allowsDigitalSignature } from './certificate-key-usage';

/** Extended key usages that allow signing in: TLS client authentication, or any. */
const CLIENT_AUTH_USAGES = ['1.3.6.1.5.5.7.3.2', '2.5.29.37.0'];

export type CertificateVerdict =
  | { ok: true; certificate: X509Certificate; commonName: string | null }
  | { ok: false; refusal: UsbKeyLoginRefusal };

const refused = (refusal: UsbKeyLoginRefusal): CertificateVerdict => ({ ok: false, refusal });

function parsed(base64Der: string): X509Certificate | null {
  try {
    return new X509Certificate(Buffer.from(base64Der, 'base64'));
  } catch {
    return null;
  }
}

/**
 * A key that can sign for this login: the contract's ECDSA P-256 (the token's and the agent's), for signing
 * in (keyUsage, if present, allows digitalSignature; extended key usage, if present, client authentication).
 * A CA's certificate, the server's (server authentication only) or another key type signs nobody in.
 */
function fitForLogin(certificate: X509Certificate): boolean {
  const key = certificate.publicKey;
  const p256 = key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';
  // Node 20 names the extended key usage `keyUsage`; it is undefined without the extension.
  const extended: string[] | undefined = certificate.keyUsage;
  const clientAuth = !extended || extended.some((usage) => CLIENT_AUTH_USAGES.includes(usage));
  return p256 && !certificate.ca && clientAuth && allowsDigitalSignature(certificate.raw);
}

/** The one CN of the subject; null: none, or more than one (no single account it names). */
function commonNameOf(certificate: X509Certificate): string | null {
  const names = certificate.subject
    .split('\n')
    .filter((line) => line.startsWith('CN='))
    .map((line) => line.slice('CN='.length));
  return names.length === 1 ? (names[0] ?? null) : null;
}

/**
 * The user's certificate as the login trusts it: issued and signed by the tenant's CA, fit for signing in,
 * and valid at `now` (the injected clock). Its dates are looked at only once it is trusted: an untrusted
 * certificate's dates say nothing.
 */
export function checkUserCertificate(base64Der: string, ca: X509Certificate, now: Date): CertificateVerdict {
  const certificate = parsed(base64Der);
  if (!certificate || !certificate.checkIssued(ca) || !certificate.verify(ca.publicKey)) {
    return refused(REFUSALS.untrusted);
  }
  if (!fitForLogin(certificate)) return refused(REFUSALS.untrusted);
  const validFrom = new Date(certificate.validFrom);
  const validTo = new Date(certificate.validTo);
  if (Number.isNaN(validFrom.getTime()) || Number.isNaN(validTo.getTime()))
    return refused(REFUSALS.untrusted);
  if (now < validFrom) return refused(REFUSALS.certificateNotYetValid);
  if (now > validTo) return refused(REFUSALS.certificateExpired);
  return { ok: true, certificate, commonName: commonNameOf(certificate) };
}

/**
 * Whether `signedData` (base64 raw r‖s, as PKCS#11 CKM_ECDSA gives it) is the certificate key's ECDSA
 * signature over SHA-256 of the random's UTF-8 bytes.
 */
export function signedByCertificate(
  certificate: X509Certificate,
  random: string,
  signedData: string,
): boolean {
  try {
    return verify(
      'sha256',
      Buffer.from(random, 'utf8'),
      { key: certificate.publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signedData, 'base64'),
    );
  } catch {
    return false;
  }
}
