import * as z from 'zod/mini';
import { DingTalkOidcPluginId } from './dingtalk-oidc-plugin.schema';
import { envelope } from './envelope.schema';
import { RestTokenRequest } from './password-login.schema';
import { RegisterRequest } from './register.schema';
import { RedirectKind, ThirdPartyKind } from './third-party-sources';

/**
 * Third-party sign-in (issue 14; SPEC 2 callback routes and /adapterBind, 3 Third-party callbacks, 7 adapters
 * under `authenticate/{adapter}/`). The reference server is the OAuth client (confidential), never the page:
 *
 * 1. `GET authenticate/{adapter}/login_` makes a `state` (random, single use, bound to the browser's id cookie,
 *    10 minutes), a PKCE verifier and a `nonce` where the provider takes them, and answers the provider's
 *    authorisation URL. The page checks that URL (its `redirect_uri` must come back to this origin) and goes.
 * 2. The provider sends the browser to the receiver, a real path (`callbackReceiverPath`, RFC 6749 forbids
 *    fragments), which answers 303 to the hash route of SPEC 2 with the provider's answer in the normal form
 *    of `CallbackSearch` (Alipay's `auth_code` and DingTalk's `authCode` become `code`).
 * 3. The callback page removes `code` and `state` from the address bar and history at once, then posts them:
 *    `POST authenticate/{adapter}/submit_callback` spends the state (any post spends it), checks it is this
 *    browser's and this adapter's, checks the issuer (RFC 9207 `iss`, RFC 9700 mix-up defence), exchanges the
 *    code with the verifier and checks the nonce, and reads who signed in.
 * 4. A linked account (or one the source provisions on first login) answers an access token; post-login goes
 *    on as after a password. Otherwise a pending binding (`uuid`, single use, 10 minutes, this browser only):
 *    the page opens `/adapterBind?adapter&uuid`, where the user signs in with the local account
 *    (`POST authenticate/{adapter}/login_binding`, the password grant's form plus `uuid`, answered as
 *    rest_token is) and the two are linked; the next login through that source goes straight in.
 */

/** A state, a code, a binding's uuid: opaque, printable, bounded. */
const Opaque = z.string().check(z.minLength(1), z.maxLength(2048), z.regex(/^[\x21-\x7e]+$/));
const optionalTenant = z.optional(z.string().check(z.maxLength(64)));

/** Path parameters of the binding's `authenticate/{adapter}/…` calls: every source kind binds. */
export const ThirdPartyParams = z.object({ adapter: ThirdPartyKind });
export type ThirdPartyParams = z.infer<typeof ThirdPartyParams>;
/** Path parameters of login_ and submit_callback by code: the redirect sources' (Alilang's are its own). */
export const RedirectParams = z.object({ adapter: RedirectKind });
export type RedirectParams = z.infer<typeof RedirectParams>;

/** Query of GET authenticate/{adapter}/login_. */
export const ThirdPartyStartQuery = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  _enterprise_id: optionalTenant,
  /**
   * The page runs in the provider's own app (third-party-sources.ts IN_APP_KINDS): the in-app authorisation,
   * returning to inAppReceiverPath. Refused (InvalidParameter) for a kind that has none.
   */
  inApp: z.optional(z.literal('true')),
  /**
   * The page frames the provider's QR page in its login card (third-party-sources.ts EMBEDDED_KINDS): the
   * URL of that page, which still returns the top window to callbackReceiverPath. Refused (InvalidParameter)
   * for another kind, and with `inApp`.
   */
  embedded: z.optional(z.literal('true')),
  /**
   * The service provider's application this sign-in is for (the login context's spData, SPEC 3 IDAAS_SP), both
   * or neither; refused (InvalidParameter) unless they name an application of the tenant. Kept with the state
   * and its binding, and answered by WeCom's binding query as `applicationUuid`.
   */
  sp_code: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  application_key: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  /**
   * A DingTalk OIDC plugin of the tenant (dingtalk-oidc-plugin.schema.ts) to sign in through, as the second OIDC
   * variant: only with `oidc_code_adapter` (else InvalidParameter); the state keeps it, so the callback, which
   * names none, exchanges the code with that plugin's provider. An unknown or disabled one: sourceUnavailable.
   */
  pluginId: z.optional(DingTalkOidcPluginId),
});
export type ThirdPartyStartQuery = z.infer<typeof ThirdPartyStartQuery>;

/** GET authenticate/{adapter}/login_: where the browser goes to sign in at the provider. */
export const ThirdPartyStart = z.object({
  authorizeUrl: z.url({ protocol: /^https?$/ }),
});
export type ThirdPartyStart = z.infer<typeof ThirdPartyStart>;
export const ThirdPartyStartResponse = envelope(ThirdPartyStart);

/** Body of POST authenticate/{adapter}/submit_callback (SPEC 3: code, state, clientId; `iss` per RFC 9207). */
export const ThirdPartyCallbackRequest = z.object({
  code: Opaque,
  state: Opaque,
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  iss: z.optional(z.string().check(z.maxLength(2048))),
  _enterprise_id: optionalTenant,
});
export type ThirdPartyCallbackRequest = z.infer<typeof ThirdPartyCallbackRequest>;

/**
 * POST submit_callback: signed in (a linked or newly provisioned account), or a binding to make: `uuid` names
 * the pending binding (who signed in at the provider, for this browser, 10 minutes, single use).
 */
export const ThirdPartyCallbackResult = z.union([
  z.object({ accessToken: z.string().check(z.minLength(1)) }),
  z.object({ needBind: z.literal(true), uuid: Opaque }),
]);
export type ThirdPartyCallbackResult = z.infer<typeof ThirdPartyCallbackResult>;
export const ThirdPartyCallbackResponse = envelope(ThirdPartyCallbackResult);

/** Query of GET authenticate/{adapter}/login_binding: the binding query. */
export const BindingQuery = z.object({ uuid: Opaque, _enterprise_id: optionalTenant });
export type BindingQuery = z.infer<typeof BindingQuery>;

/** GET login_binding: whose external account waits to be linked (`loginIdp` its source), until when (epoch ms). */
export const PendingBinding = z.object({
  loginIdp: ThirdPartyKind,
  displayName: z.string().check(z.maxLength(255)),
  expiresAt: z.number(),
});
export type PendingBinding = z.infer<typeof PendingBinding>;

/**
 * GET login_binding of a source whose query signs in (BINDING_QUERY_SIGNS_IN; SPEC 3 "Wechat enterprise bind
 * response"): the person was linked meanwhile (in another tab, by an administrator), so the query spent the
 * binding and answers the linked account's token, and the application the sign-in was for; post-login goes on
 * as after a password.
 */
export const BindingSignedIn = z.object({
  loginIdp: ThirdPartyKind,
  accessToken: z.string().check(z.minLength(1)),
  /**
   * The application the sign-in was started for (login_'s sp_code and application_key), when it was: the
   * server's word that post-login goes on to that service provider; absent, to the portal.
   */
  applicationUuid: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});
export type BindingSignedIn = z.infer<typeof BindingSignedIn>;

/** GET login_binding's answer: signed in already (tried first: it alone has a token), or a binding to make. */
export const BindingAnswer = z.union([BindingSignedIn, PendingBinding]);
export type BindingAnswer = z.infer<typeof BindingAnswer>;
export const BindingAnswerResponse = envelope(BindingAnswer);

/**
 * Body of POST authenticate/{adapter}/login_binding: the local account's password grant (captcha, SM2,
 * lockout as rest_token) and the binding. It answers as rest_token does: a token for the local account,
 * now linked; refusals in `error_description`, with the bind errors of SPEC 8 (`binding_invalid`,
 * `openid_bound`, `username_bound`).
 */
export const LoginBindingRequest = z.extend(RestTokenRequest, { uuid: Opaque });
export type LoginBindingRequest = z.infer<typeof LoginBindingRequest>;

/**
 * Body of POST register/wechat (SPEC 7; the name is historical, every source registers here): a registration,
 * as POST register's, that links the new account to the pending binding `uuid` of source `adapter`. It answers
 * as register does (a token, or `needApprove`: the account, linked, waits for approval); refusals as register's
 * and REGISTER_REFUSALS' `bindingInvalid`, `openidBound`.
 */
export const RegisterBindingRequest = z.extend(RegisterRequest, { adapter: ThirdPartyKind, uuid: Opaque });
export type RegisterBindingRequest = z.infer<typeof RegisterBindingRequest>;

/**
 * Refusals of login_ and submit_callback (failed envelope, HTTP 200, code `InvalidParameter`, `message` one of
 * these). The page words each; none says more than the user can act on.
 */
export const THIRD_PARTY_REFUSALS = {
  /** The tenant has no such source, or it is switched off. */
  sourceUnavailable: 'thirdParty.sourceUnavailable',
  /** The state is unknown, used, expired, another browser's or another adapter's. */
  stateInvalid: 'thirdParty.stateInvalid',
  /** The answer names another issuer than the source's (RFC 9207; mix-up). */
  issuerMismatch: 'thirdParty.issuerMismatch',
  /** The provider refused the code: invalid, expired, used, or the PKCE verifier does not match. */
  codeRejected: 'thirdParty.codeRejected',
  /** The person signed in at the provider as a member of another organisation than the source's (DingTalk corp). */
  otherOrganisation: 'thirdParty.otherOrganisation',
  /** The provider's ID token or answer did not check out (signature, audience, nonce). */
  tokenInvalid: 'thirdParty.tokenInvalid',
  /** The provider refused the source's own credentials (wrong app secret): the administrator must fix it. */
  providerMisconfigured: 'thirdParty.providerMisconfigured',
  /** The provider asked to slow down (rate limit). */
  providerBusy: 'thirdParty.providerBusy',
  /** The provider did not answer, or answered what it should not. */
  providerUnavailable: 'thirdParty.providerUnavailable',
  /** The linked local account cannot sign in (disabled, expired, locked). */
  accountUnavailable: 'thirdParty.accountUnavailable',
  /** The linked local account's registration waits for an administrator's approval (register/wechat). */
  accountPending: 'thirdParty.accountPending',
  /** GET login_binding: the binding is unknown, used, expired or another browser's (SPEC 8 trace not found). */
  bindingInvalid: 'thirdParty.bindingInvalid',
} as const;
export type ThirdPartyRefusal = (typeof THIRD_PARTY_REFUSALS)[keyof typeof THIRD_PARTY_REFUSALS];

/** A state and a pending binding live this long. */
export const THIRD_PARTY_STATE_SECONDS = 600;
export const PENDING_BINDING_SECONDS = 600;
