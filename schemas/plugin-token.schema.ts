import * as z from 'zod/mini';
import { EMAIL_PATTERN, MAINLAND_MOBILE_PATTERN } from './rules/contact.rule';
import { USERNAME_MAX_LENGTH } from './rules/username-policy.rule';

/**
 * The plugin's side of the plugin contract (docs/login-flows.md): the code exchange the reference
 * server makes server to server, never the page. `POST {tokenUrl}` with HTTP Basic client credentials (the
 * source's client id and secret, each form-encoded first, RFC 6749 2.3.1) and this JSON body; the plugin
 * answers the person its code was issued for, for that trace, once, within PLUGIN_CODE_SECONDS; wrong
 * credentials HTTP 401, any other refusal of the code HTTP 400 `{ error: 'invalid_code' }`.
 */
export const PluginTokenRequest = z.object({
  authCode: z.string().check(z.minLength(1), z.maxLength(512)),
  traceId: z.string().check(z.minLength(1), z.maxLength(512)),
});
export type PluginTokenRequest = z.infer<typeof PluginTokenRequest>;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * The plugin's answer as the server reads it first: who signed in (`subject`, the plugin's stable id for the
 * person), their username, display name, and mail and phone where the plugin has them. An answer of another
 * shape is the plugin's failure (associator error).
 */
export const PluginTokenAnswer = z.object({
  subject: text(255),
  username: text(255),
  name: text(255),
  email: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
  phone: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
});
export type PluginTokenAnswer = z.infer<typeof PluginTokenAnswer>;

/**
 * The person's fields by their rules (the dictionary fields an account is made of): a username a local account
 * may have, a mail by SPEC 5's pattern, a phone as accounts store it (a mainland number's 11 digits, any other
 * in E.164 form). An answer in shape whose fields break these is a dictionary field error, not the plugin's
 * failure. An empty mail or phone reads as none.
 */
export const PluginPerson = z.object({
  subject: text(255),
  username: z.string().check(z.regex(/^[A-Za-z0-9._@-]+$/), z.maxLength(USERNAME_MAX_LENGTH)),
  name: text(255),
  email: z.nullable(z.string().check(z.regex(EMAIL_PATTERN))),
  phone: z.nullable(
    z.string().check(z.regex(new RegExp(`${MAINLAND_MOBILE_PATTERN.source}|^\\+[1-9]\\d{6,14}$`))),
  ),
});
export type PluginPerson = z.infer<typeof PluginPerson>;

/** The plugin's refusal of a code (HTTP 400). */
export const PluginTokenError = z.object({ error: z.literal('invalid_code') });

/** A plugin's code is good for this long after the person signed in, once. */
export const PLUGIN_CODE_SECONDS = 120;

// RFC 6749 2.3.1: each part form-encoded (application/x-www-form-urlencoded), then Basic (RFC 7617).
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, '%20'));

/** The Authorization header of the code exchange: the source's client id and secret. */
export const basicCredentials = (clientId: string, clientSecret: string): string =>
  `Basic ${btoa(`${formEncode(clientId)}:${formEncode(clientSecret)}`)}`;

/** The client id and secret an Authorization header carries, or null when it carries none in this form. */
export function readBasicCredentials(
  header: string | undefined,
): { clientId: string; clientSecret: string } | null {
  const encoded = /^Basic ([A-Za-z0-9+/]+={0,2})$/.exec(header ?? '')?.[1];
  if (!encoded) return null;
  try {
    const [id, secret, ...rest] = atob(encoded).split(':');
    if (id === undefined || secret === undefined || rest.length > 0) return null;
    return { clientId: formDecode(id), clientSecret: formDecode(secret) };
  } catch {
    return null;
  }
}
