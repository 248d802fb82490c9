import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoLicenseFile } from './demo-licenses';
import { verifiedPayload } from './license-file';
import { demoLicensePublicKey, licenseKeyFrom } from './license-key';

describe('licenseKeyFrom', () => {
  it('takes LICENSE_PUBLIC_KEY, in production too', () => {
    const { publicKey } = generateKeyPairSync('ed25519');
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const key = licenseKeyFrom({ LICENSE_PUBLIC_KEY: pem, NODE_ENV: 'production' });
    expect(key.source).toBe('env');
    expect(key.key.equals(publicKey)).toBe(true);
  });

  it('uses the demo key outside production only: production refuses to start without one', () => {
    expect(licenseKeyFrom({}).source).toBe('demo');
    expect(() => licenseKeyFrom({ NODE_ENV: 'production' })).toThrow(/LICENSE_PUBLIC_KEY is required/);
  });

  it('refuses a key that is not Ed25519', () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect(() => licenseKeyFrom({ LICENSE_PUBLIC_KEY: pem })).toThrow(/Ed25519/);
  });
});

describe('verifiedPayload', () => {
  it('reads a demo file under the demo key, and nothing under another key', () => {
    const file = demoLicenseFile('trial', new Date());
    expect(verifiedPayload(file, demoLicensePublicKey())).toMatchObject({ trial: true });
    expect(verifiedPayload(file, generateKeyPairSync('ed25519').publicKey)).toBeNull();
  });
});
