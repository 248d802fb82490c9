import type { Context } from 'hono';
import { type HostileInput, refusal, repeatedField } from './input-hygiene';

export type ReadBody = { ok: true; body: unknown } | { ok: false; refusal: HostileInput };

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
// A string body sent without a type of its own is text/plain to fetch: it is read as JSON like a JSON one.
const JSON_TYPES = ['application/json', 'text/plain'];

/**
 * The request body as plain data: JSON, or a urlencoded/multipart form (text fields only; a field given twice
 * is refused). A missing body is `{}`, so the endpoint's schema reports what is missing; broken JSON, or a body
 * of another type (XML, say), is refused.
 */
export async function readBody(c: Context): Promise<ReadBody> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (FORM_TYPES.some((form) => type.includes(form))) {
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    if (!form) return { ok: false, refusal: refusal(400, 'InvalidParameter', 'malformed form body') };
    const repeated = repeatedField(form);
    if (repeated)
      return { ok: false, refusal: refusal(400, 'InvalidParameter', `repeated field: ${repeated}`) };
    return {
      ok: true,
      body: Object.fromEntries(Object.entries(form).filter(([, v]) => typeof v === 'string')),
    };
  }
  const text = await c.req.text();
  if (!text) return { ok: true, body: {} };
  if (type && !JSON_TYPES.some((json) => type.includes(json))) {
    return { ok: false, refusal: refusal(415, 'UnsupportedMediaType', 'the body must be JSON or a form') };
  }
  try {
    // The caller parses the result with the endpoint's schema.
    const body: unknown = JSON.parse(text);
    return { ok: true, body };
  } catch {
    return { ok: false, refusal: refusal(400, 'InvalidParameter', 'malformed JSON body') };
  }
}
