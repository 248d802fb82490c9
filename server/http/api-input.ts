import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env';
import { MAX_BODY_BYTES, hostileValue, repeatedField } from './input-hygiene';
import { fail } from './respond';

/**
 * A body over the size any form of this API has is refused as it arrives: by its Content-Length before a
 * byte is read, or once a chunked one passes the limit. The connection closes with the answer (RFC 9110
 * 15.5.14): the rest of that body is never read, so the connection is no use for another request, and a
 * client that reused it would see its next call fail.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    return fail(c, 'PayloadTooLarge', `the body is over ${MAX_BODY_BYTES} bytes`, 413);
  },
});

/**
 * The path and query of every API call, before any route reads them: no hostile text (input-hygiene.ts) and
 * no query field given twice. The body is the endpoint's to read (mount.ts).
 */
export const apiPathAndQuery: MiddlewareHandler<AppEnv> = async (c, next) => {
  const repeated = repeatedField(c.req.queries());
  if (repeated) return fail(c, 'InvalidParameter', `repeated field: ${repeated}`, 400);
  const hostile = hostileValue(c.req.path, 'path') ?? hostileValue(c.req.query());
  if (hostile) return fail(c, hostile.code, hostile.message, hostile.status);
  return next();
};
