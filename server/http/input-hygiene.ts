/**
 * Input no endpoint schema should have to think about, refused before any schema or database sees it: a text
 * with a control character (PostgreSQL refuses a NUL in a text parameter, and none belongs in a name, a code or
 * a token) or a lone surrogate (not text at all), a value far longer than any field, a field given twice (which
 * copy counts is a guess), a body that is not JSON or a form. Each is a 4xx with a code saying what was wrong.
 */

/** The longest value of any field: an SM2 ciphertext of the longest password is well under 1 KB. */
export const MAX_FIELD_CHARS = 4096;
/** The largest request body read at all: a form of this API is a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;
/** How deep a JSON body may nest: the API's bodies are two levels deep. */
const MAX_DEPTH = 8;

export type HostileInput = { status: 400 | 413 | 415; code: string; message: string };

export const refusal = (status: HostileInput['status'], code: string, message: string): HostileInput => ({
  status,
  code,
  message,
});

// Tab, line feed and carriage return may stand in a text a user typed; no other C0 control or DEL may.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// With the u flag a surrogate pair is one code point: only a surrogate standing alone matches.
const LONE_SURROGATE = /\p{Cs}/u;

function textRefusal(text: string, field: string, maxChars = MAX_FIELD_CHARS): HostileInput | null {
  if (CONTROL.test(text)) return refusal(400, 'InvalidParameter', `control character in ${field}`);
  if (LONE_SURROGATE.test(text)) return refusal(400, 'InvalidParameter', `malformed text in ${field}`);
  if (text.length > maxChars) return refusal(400, 'InvalidParameter', `too long: ${field}`);
  return null;
}

/**
 * The first hostile text in `value` (a parsed query, form or JSON body), its keys included; null when none.
 * `maxChars`: the longest value, MAX_FIELD_CHARS unless an endpoint takes longer ones (a license file).
 */
export function hostileValue(
  value: unknown,
  field = '(root)',
  depth = 0,
  maxChars = MAX_FIELD_CHARS,
): HostileInput | null {
  if (typeof value === 'string') return textRefusal(value, field, maxChars);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return refusal(400, 'InvalidParameter', `nested too deep: ${field}`);
  for (const [key, item] of Object.entries(value)) {
    const name = field === '(root)' ? key : `${field}.${key}`;
    const found = textRefusal(key, name) ?? hostileValue(item, name, depth + 1, maxChars);
    if (found) return found;
  }
  return null;
}

/** A field given more than once, in a query or a form: its name, or null. */
export function repeatedField(fields: Record<string, unknown>): string | null {
  const repeated = Object.entries(fields).find(([, value]) => Array.isArray(value) && value.length > 1);
  return repeated?.[0] ?? null;
}
