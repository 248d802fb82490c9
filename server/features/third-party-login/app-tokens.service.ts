import { sha256Hex } from '../../crypto/opaque-token';
import type { Deps } from '../../deps';
import { findAppToken, forgetAppToken, keepAppToken } from './app-token.repo';
import type { AppTokens } from './connector';

/** A token is given up this long before the provider's expiry, so no call starts with one about to end. */
const MARGIN_SECONDS = 300;

/**
 * Apps' tokens at providers kept in the database, sealed, shared by every server process: two processes may
 * both fetch one at the same moment, and the provider allows that (WeCom answers the same valid token).
 */
export function appTokensOf({ db, clock, secretBox }: Pick<Deps, 'db' | 'clock' | 'secretBox'>): AppTokens {
  // The key names the app and its secret (a connector's choice): only its digest is stored.
  const context = (tokenKey: string) => `provider-app-token:${tokenKey}`;
  const kept = async (tokenKey: string) => {
    const sealed = await findAppToken(db, tokenKey, clock.now());
    if (!sealed) return null;
    try {
      return { sealed, token: secretBox.open(sealed, context(tokenKey)) };
    } catch {
      // Sealed under another SECRETS_KEY: as good as none.
      return null;
    }
  };
  return {
    async get(key, fetch) {
      const tokenKey = sha256Hex(key);
      const found = await kept(tokenKey);
      if (found) return found.token;
      const fresh = await fetch();
      const keptSeconds = fresh.expiresInSeconds - MARGIN_SECONDS;
      if (keptSeconds > 0)
        await keepAppToken(
          db,
          tokenKey,
          secretBox.seal(fresh.token, context(tokenKey)),
          new Date(clock.now().getTime() + keptSeconds * 1000),
        );
      return fresh.token;
    },
    async forget(key, token) {
      const tokenKey = sha256Hex(key);
      const found = await kept(tokenKey);
      if (found?.token === token) await forgetAppToken(db, tokenKey, found.sealed);
    },
  };
}
