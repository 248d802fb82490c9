import { X509Certificate, createHash } from 'node:crypto';
import type { UsbKeyTrust } from '../../tenant/usbkey-trust.repo';

/** A tenant's USB-key PKI, parsed: its CA, and the server certificate as the agent sees it. */
export type TenantPki = {
  ca: X509Certificate;
  /** The server certificate's DER, base64: what GET bjcacert/login shows. */
  serverCertBase64: string;
  /** SHA-256 of that DER, lowercase hex: the idToken3 of an agent that checked this certificate. */
  serverCertSha256: string;
};

/**
 * The tenant's stored PEMs, parsed. A PEM that does not parse is the operator's error: it throws, and the call
 * answers InternalError (and is logged), rather than passing for a tenant without the login.
 */
export function tenantPki(trust: UsbKeyTrust): TenantPki {
  const server = new X509Certificate(trust.serverCertPem);
  return {
    ca: new X509Certificate(trust.caPem),
    serverCertBase64: server.raw.toString('base64'),
    serverCertSha256: createHash('sha256').update(server.raw).digest('hex'),
  };
}
