import type { Context } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from './app-env';

/**
 * The origin browsers reach this server at, for URLs handed to others: the configured PUBLIC_ORIGIN, never
 * the Host header where one is configured (server/public-origin.ts), else the URL the browser called.
 */
export const publicOriginOf = (deps: Pick<Deps, 'publicOrigin'>, c: Context<AppEnv>): string =>
  deps.publicOrigin ?? new URL(c.req.url).origin;
