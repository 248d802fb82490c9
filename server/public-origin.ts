import * as z from 'zod/mini';
import { isProduction } from './runtime-config';

// An origin and nothing more: a path, query, fragment, credentials or a default port written out would make
// the URLs built from it differ from what providers have registered.
const HttpUrl = z.url({ protocol: /^https?$/ });
const isOrigin = (value: string) =>
  HttpUrl.safeParse(value).success && new URL(value).origin === value.replace(/\/$/, '');

/**
 * PUBLIC_ORIGIN, where browsers reach this server (`https://login.example.com`), for the URLs it hands to others
 * to send the browser back (a provider's redirect_uri). Without it the URL the browser called says, i.e. its
 * Host header, which anyone can write: tolerated outside production only, so production refuses to start.
 */
export function publicOriginFrom(env: { PUBLIC_ORIGIN?: string; NODE_ENV?: string }): string | null {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (value) {
    if (!isOrigin(value))
      throw new Error(
        `PUBLIC_ORIGIN must be an http(s) origin without a path, e.g. https://login.example.com`,
      );
    return new URL(value).origin;
  }
  if (isProduction(env))
    throw new Error(
      'PUBLIC_ORIGIN is required in production (the origin browsers reach this server at, e.g. ' +
        'https://login.example.com): third-party sign-in builds its redirect_uri from it, never from the Host header',
    );
  return null;
}
