import type { PrefixHandler } from '../prefix-handler';

/** The OpenID providers (Entra-style `/aad`, plain `/oidc`): built in this session's OIDC branch. */
export async function createOidcProviders(_options: {
  origin: string;
  clientOrigins: readonly string[];
}): Promise<PrefixHandler[]> {
  return [];
}
