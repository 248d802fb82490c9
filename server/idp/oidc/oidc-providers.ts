import { generateKeyPairSync } from 'node:crypto';
import type { PrefixHandler } from '../prefix-handler';
import { oidcIssuer } from './oidc-issuer';
import { OIDC_VARIANTS } from './oidc-variants';

/**
 * The OpenID providers (Entra-style `/aad/{tenant}/v2.0`, plain `/oidc`, endpoint-configured `/oidc-manual`):
 * oidc-provider instances signing with one RSA key made at start (nothing outlives the process).
 */
export async function createOidcProviders(options: {
  origin: string;
  clientOrigins: readonly string[];
}): Promise<PrefixHandler[]> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = privateKey.export({ format: 'jwk' });
  return Promise.resolve(OIDC_VARIANTS.map((variant) => oidcIssuer(variant, { ...options, signingKey })));
}
