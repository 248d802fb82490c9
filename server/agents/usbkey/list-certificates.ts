import { X509Certificate } from 'node:crypto';
import type { PKCS11 } from 'pkcs11js';
import type { AgentCertificate } from '../../../schemas/usbkey-agent.schema';
import type { Pkcs11Library } from './pkcs11-library';
import { findObjects, presentTokens, readAttributes, withSession } from './token-objects';

// The list answer holds at most this many certificates (AgentListResult).
const MAX_CERTIFICATES = 32;

/** The certificates on every inserted key (no PIN needed: certificates are public objects). */
export async function listCertificates(p11: PKCS11, lib: Pkcs11Library): Promise<AgentCertificate[]> {
  const certificates: AgentCertificate[] = [];
  for (const token of presentTokens(p11, lib)) {
    await withSession(p11, lib, token.slot, (session) => {
      for (const object of findObjects(p11, session, [{ type: lib.CKA_CLASS, value: lib.CKO_CERTIFICATE }])) {
        const [der, id] = readAttributes(p11, session, object, [lib.CKA_VALUE, lib.CKA_ID]);
        const described = der && id ? describe(der, id) : null;
        if (described) certificates.push({ keySerial: token.serial, keyLabel: token.label, ...described });
      }
    });
  }
  return certificates.slice(0, MAX_CERTIFICATES);
}

/** What the page shows of a certificate; null for an object that is no X.509 certificate or has no id to sign by. */
function describe(der: Buffer, id: Buffer) {
  if (id.length === 0) return null;
  try {
    const certificate = new X509Certificate(der);
    return {
      certId: id.toString('hex'),
      subject: distinguishedName(certificate.subject),
      issuer: distinguishedName(certificate.issuer),
      notBefore: new Date(certificate.validFrom).toISOString(),
      notAfter: new Date(certificate.validTo).toISOString(),
      cert: der.toString('base64'),
    };
  } catch {
    return null;
  }
}

// node:crypto gives one RDN a line; the page shows one line, in the usual "C=CN, O=…, CN=…" order.
const distinguishedName = (lines: string) => lines.split('\n').filter(Boolean).join(', ');
