import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDirectory } from '../seed/demo-tenant';
import { checkInDirectory } from './directory-client';
import { startDemoDirectory, type DemoDirectory } from './demo-directory';
import type { TenantDirectory } from './tenant-directory.repo';

// The directory client over TLS, against a real slapd with a certificate its own CA signed for 127.0.0.1.
let directory: DemoDirectory;
beforeAll(async () => {
  directory = await startDemoDirectory({ tls: true });
});
afterAll(() => directory?.stop());

const tls = () => {
  if (!directory.tls) throw new Error('the directory was started without TLS');
  return directory.tls;
};
const at = (over: Partial<TenantDirectory>): TenantDirectory => ({
  ...demoDirectory,
  url: directory.url,
  ...over,
});

describe('a directory over TLS', () => {
  it('signs in over StartTLS and over LDAPS when the certificate chains to the configured CA', async () => {
    const { ldapsUrl, caPem } = tls();
    const startTls = at({ security: 'starttls', caPem });
    expect(await checkInDirectory(startTls, 'ldapuser', 'Ldap@123456')).toMatchObject({ kind: 'pass' });
    expect(await checkInDirectory(startTls, 'ldapuser', 'Wrong@123456')).toEqual({
      kind: 'wrong',
      username: 'ldapuser',
    });
    const ldaps = at({ url: ldapsUrl, security: 'ldaps', caPem });
    expect(await checkInDirectory(ldaps, 'ldapuser', 'Ldap@123456')).toMatchObject({ kind: 'pass' });
  });

  it('refuses a certificate no configured or system CA vouches for, before any password is sent', async () => {
    const { ldapsUrl } = tls();
    for (const config of [
      at({ security: 'starttls', caPem: null }),
      at({ url: ldapsUrl, security: 'ldaps' }),
    ]) {
      const verdict = await checkInDirectory(config, 'ldapuser', 'Ldap@123456');
      expect(verdict).toMatchObject({ kind: 'unavailable' });
      expect(verdict.kind === 'unavailable' && verdict.reason).toMatch(/certificate/i);
    }
  });

  it('answers unavailable, not an exception, for a URL that is not an LDAP one', async () => {
    expect(
      await checkInDirectory(at({ url: 'http://127.0.0.1:1' }), 'ldapuser', 'Ldap@123456'),
    ).toMatchObject({
      kind: 'unavailable',
    });
  });
});
