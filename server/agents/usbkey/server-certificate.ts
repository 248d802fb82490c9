import { createHash, X509Certificate } from 'node:crypto';

// id-kp-serverAuth (RFC 5280 4.2.1.12): the same CA issues the users' certificates (clientAuth), which must not
// pass for a server's.
const SERVER_AUTH = '1.3.6.1.5.5.7.3.1';

/**
 * The agent signs only for a login server whose certificate the trusted CA issued for server authentication and
 * that is inside its dates (usbkey-login.schema.ts): a page of a look-alike server gets no signature. Answers the
 * certificate's SHA-256 (idToken3, so the server knows the agent saw its own), or null when it is refused.
 */
export function checkServerCertificate(
  base64Der: string,
  trustedCa: X509Certificate,
  now: Date,
): string | null {
  const der = Buffer.from(base64Der, 'base64');
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(der);
  } catch {
    return null;
  }
  const inDates = new Date(certificate.validFrom) <= now && now <= new Date(certificate.validTo);
  const issued = certificate.checkIssued(trustedCa) && certificate.verify(trustedCa.publicKey);
  // Node gives no keyUsage at all for a certificate without the extension, whatever its typings say.
  const forServers = !certificate.ca && (certificate.keyUsage ?? []).includes(SERVER_AUTH);
  return inDates && issued && forServers ? createHash('sha256').update(der).digest('hex') : null;
}
