import { readFileSync } from 'node:fs';
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/**
 * The vendor's Ed25519 public key that license files must be signed under, from LICENSE_PUBLIC_KEY (PEM text).
 * Without it, development and tests use the demo key of this repository, whose private half is here too (the
 * demo issuer signs with it): anyone could sign a license for it, so production refuses to start without one.
 */
export type LicenseKey = { key: KeyObject; source: 'env' | 'demo' };

const DEMO_PUBLIC_PEM = new URL('./demo-license-public.pem', import.meta.url);
const DEMO_PRIVATE_PEM = new URL('./demo-license-private.pem', import.meta.url);

export function licenseKeyFrom(env: { LICENSE_PUBLIC_KEY?: string; NODE_ENV?: string }): LicenseKey {
  const pem = env.LICENSE_PUBLIC_KEY?.trim();
  if (pem) {
    const key = createPublicKey(pem);
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error('LICENSE_PUBLIC_KEY must be an Ed25519 public key (PEM)');
    return { key, source: 'env' };
  }
  if (env.NODE_ENV === 'production') {
    throw new Error(
      "LICENSE_PUBLIC_KEY is required in production (the license vendor's Ed25519 public key, PEM): the demo key is public",
    );
  }
  return { key: demoLicensePublicKey(), source: 'demo' };
}

/** The demo public key: what the demo issuer's and the seed's licenses verify under. */
export const demoLicensePublicKey = (): KeyObject => createPublicKey(readFileSync(DEMO_PUBLIC_PEM));

/** The demo private key, in this repository for the demo issuer and the seed only: never a real vendor's. */
export const demoLicensePrivateKey = (): KeyObject => createPrivateKey(readFileSync(DEMO_PRIVATE_PEM));
