import { createHash, X509Certificate } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkServerCertificate } from './server-certificate';
import { base64Der, otherCaServerCertificate, seedFile } from './test-agent';

// The agent signs only for the login server the demo CA vouches for, inside the certificate's dates.
describe('checkServerCertificate', () => {
  const load = async () => {
    const ca = new X509Certificate(await seedFile('ca.pem'));
    const server = new X509Certificate(await seedFile('server.pem'));
    return { ca, server, body: base64Der(await seedFile('server.pem')) };
  };

  it('answers the SHA-256 of the DER for the CA-issued certificate inside its dates', async () => {
    const { ca, server, body } = await load();
    expect(checkServerCertificate(body, ca, new Date())).toBe(
      createHash('sha256').update(server.raw).digest('hex'),
    );
  });

  it('refuses it before its first day and after its last', async () => {
    const { ca, server, body } = await load();
    const day = 86_400_000;
    expect(checkServerCertificate(body, ca, new Date(Date.parse(server.validFrom) - day))).toBeNull();
    expect(checkServerCertificate(body, ca, new Date(Date.parse(server.validTo) + day))).toBeNull();
  });

  it('refuses a server certificate of another CA, a user certificate of this CA, the CA, and bytes that are no certificate', async () => {
    const { ca } = await load();
    const dir = await mkdtemp(path.join(tmpdir(), 'usbkey-cert-test-'));
    try {
      expect(
        checkServerCertificate(base64Der(await otherCaServerCertificate(dir)), ca, new Date()),
      ).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(checkServerCertificate(base64Der(await seedFile('usbkey.pem')), ca, new Date())).toBeNull();
    expect(checkServerCertificate(base64Der(await seedFile('ca.pem')), ca, new Date())).toBeNull();
    expect(checkServerCertificate(Buffer.alloc(80, 1).toString('base64'), ca, new Date())).toBeNull();
  });
});
