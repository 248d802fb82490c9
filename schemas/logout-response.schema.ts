import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { Logout } from './session.schema';

/**
 * POST /api/bff/v1.2/commons/logout, read tolerantly: `logout`, `spLogoutUrls` and `logoutUrl` at `data`, or one
 * level further at `data.data` as some back ends send them (SPEC section 7). Either way the result is flat.
 */
export const LogoutResult = z.union([
  Logout,
  z.pipe(
    z.object({ data: Logout }),
    z.transform((nested) => nested.data),
  ),
]);
export type LogoutResult = z.output<typeof LogoutResult>;
export const TolerantLogoutResponse = envelope(LogoutResult);
