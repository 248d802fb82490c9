import type { Context } from 'hono';

/**
 * The request body as plain data: JSON, or a urlencoded/multipart form (text fields only). A malformed or
 * missing body is `{}`, so the endpoint's schema reports what is missing.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await c.req.parseBody();
      return Object.fromEntries(Object.entries(form).filter((entry) => typeof entry[1] === 'string'));
    }
    const text = await c.req.text();
    // The caller parses the result with the endpoint's schema.
    const body: unknown = text ? JSON.parse(text) : {};
    return body;
  } catch {
    return {};
  }
}
