import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import { ALILANG_AGENT_PORT } from './spec-constants';
import { ThirdPartyCallbackResult } from './third-party-login.schema';

/**
 * Alilang (阿里郎) sign-in (issue 14; SPEC 7 `authenticate/alilang/getUemTokenParams_`, `submit_callback`). SPEC
 * names only the calls; the design is ours. Alilang is an endpoint-security client on managed computers whose
 * local UEM agent vouches for the device and the person signed in to it:
 *
 * 1. `GET getUemTokenParams_` makes a nonce (single use, this browser's, 10 minutes, kept as the OAuth state
 *    is) and signs `appId`, `nonce` and `timestamp` with the source's secret, which the agent shares: the agent
 *    knows the request comes from the IdP the computer is managed for.
 * 2. The page checks `agentUrl` is the local agent's (ALILANG_AGENT_ORIGIN, the one its policy lets it call)
 *    and posts the rest to it; the agent answers a UEM token: a JWT (ES256) signed with the agent's key, naming
 *    the device, the person's account, the nonce and a short expiry.
 * 3. `POST submit_callback {uemToken}`: the server checks the signature with the agent's public key (the
 *    source's settings), the app id, the expiry, and spends the nonce (this browser's and tenant's). A linked
 *    account signs in; anyone else gets a pending binding (`/adapterBind`), as the redirect sources do.
 */

/** Where the reference agent listens; a deployment's agent listens here too (the page calls nothing else). */
export const ALILANG_AGENT_ORIGIN = `http://127.0.0.1:${ALILANG_AGENT_PORT}`;
export const ALILANG_AGENT_URL = `${ALILANG_AGENT_ORIGIN}/uem/token`;
/** A UEM token lives this long: it is asked for one sign-in and posted at once. */
export const UEM_TOKEN_SECONDS = 60;
/** The agent refuses a request signed further than this from its clock (a replayed request's timestamp). */
export const UEM_REQUEST_SKEW_SECONDS = 300;

/** Whether `url` is the local agent's address, the only one the page posts the request to. */
export const isAlilangAgentUrl = (url: string): boolean =>
  URL.canParse(url) && new URL(url).origin === ALILANG_AGENT_ORIGIN;

/** Query of GET authenticate/alilang/getUemTokenParams_ (sp_code and application_key as login_'s). */
export const UemTokenParamsQuery = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
  sp_code: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  application_key: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type UemTokenParamsQuery = z.infer<typeof UemTokenParamsQuery>;

const Base64Url = z.string().check(z.minLength(1), z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/));

/** What the page posts to the agent: the IdP's request, signed (HMAC-SHA256 of uemSigningInput, base64url). */
export const UemTokenRequest = z.object({
  appId: z.string().check(z.minLength(1), z.maxLength(128)),
  nonce: Base64Url,
  /** Epoch milliseconds when the server signed. */
  timestamp: z.number().check(z.int()),
  signature: Base64Url,
});
export type UemTokenRequest = z.infer<typeof UemTokenRequest>;

/** GET getUemTokenParams_: the agent's address and the request to post to it. */
export const UemTokenParams = z.extend(UemTokenRequest, { agentUrl: z.url({ protocol: /^http$/ }) });
export type UemTokenParams = z.infer<typeof UemTokenParams>;
export const UemTokenParamsResponse = envelope(UemTokenParams);

/** What the server signs and the agent checks: every field, in a fixed order. */
export const uemSigningInput = ({ appId, nonce, timestamp }: Omit<UemTokenRequest, 'signature'>) =>
  `${appId}\n${nonce}\n${timestamp}`;

/** A compact JWS: three base64url parts. */
const Jwt = z.string().check(z.maxLength(4096), z.regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/));

/** The agent's answer (HTTP 200). */
export const UemTokenAnswer = z.object({ uemToken: Jwt });
export type UemTokenAnswer = z.infer<typeof UemTokenAnswer>;

/** The agent's refusal (HTTP 4xx): the request's signature or app id is not the managing IdP's, or it is stale. */
export const UEM_AGENT_REFUSALS = ['signatureInvalid', 'requestExpired', 'unknownApp'] as const;
export const UemAgentRefusal = z.object({ error: z.enum(UEM_AGENT_REFUSALS) });
export type UemAgentRefusal = z.infer<typeof UemAgentRefusal>;

/** The UEM token's claims (RFC 7519 names where one fits). */
export const UemTokenClaims = z.object({
  /** The app id the token was asked for. */
  aud: z.string(),
  /** The person's account at the managing organisation. */
  sub: z.string().check(z.minLength(1), z.maxLength(255)),
  name: z.optional(z.string().check(z.maxLength(255))),
  /** The managed device's id. */
  deviceId: z.string().check(z.minLength(1), z.maxLength(128)),
  nonce: z.string(),
  iat: z.number(),
  exp: z.number(),
});
export type UemTokenClaims = z.infer<typeof UemTokenClaims>;

/** Body of POST authenticate/alilang/submit_callback (the tenant's ids as the redirect sources' callback). */
export const AlilangCallbackRequest = z.object({
  uemToken: Jwt,
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  _enterprise_id: z.optional(z.string().check(z.maxLength(64))),
});
export type AlilangCallbackRequest = z.infer<typeof AlilangCallbackRequest>;

/** POST submit_callback: signed in, or a binding to make (as every source's). */
export const AlilangCallbackResponse = envelope(ThirdPartyCallbackResult);
