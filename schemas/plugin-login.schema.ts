import * as z from 'zod/mini';
import { ChainUser, NextAuth } from './composite-step.schema';
import { DynamicForm } from './dynamic-form.schema';
import { envelope } from './envelope.schema';
import { Opaque, PluginSourceId } from './plugin-sources';

export { PLUGIN_CALLBACK_ROUTE, PLUGIN_LOGIN_TYPE, PluginCallbackSearch } from './plugin-sources';
import { RestTokenRequest, type RestTokenErrorCase } from './password-login.schema';
import { RegisterRequest } from './register.schema';

/**
 * Plugin login sources (issue 15; SPEC 2 `/adapterPluginCallback`, `/pluginAdapterBind`, `/adapterUserInfo`;
 * 3 Plugin bind, Trace check response; 4 Plugin binding result after a trace check; 7 Plugin; 8 Bind and
 * Trace errors). A plugin is an external login service of the tenant's (docs/login-flows.md):
 *
 * 1. `POST authenticate/plugin/generate_trace_id` makes a trace (random, stored by digest, this browser's,
 *    single use, 10 minutes) and answers the plugin's login URL with `traceId`, `enterpriseAuthId`,
 *    `enterpriseId` and `clientId` (the source's registration at the plugin) added; the page goes there.
 * 2. The person signs in at the plugin, which sends the browser back to `/adapterPluginCallback?traceId&authCode`.
 * 3. `POST validate_trace_id` spends the trace, exchanges `authCode` with the plugin server to server (its
 *    `POST /token`, plugin-token.schema.ts) and answers the trace check: signed in, or what comes next.
 * 4. A `needBind` trace waits (this browser, 10 minutes) for `POST bind_user`: the local account's password
 *    grant, answered as rest_token is, which links the two; or for `POST register/adapter/binding`: a
 *    registration, answered as register is, whose new account is linked to the person.
 */

const optionalTenant = z.optional(z.string().check(z.maxLength(64)));

/**
 * Body of POST authenticate/plugin/generate_trace_id: the source, the login page's client id, the tenant; and,
 * where the plugin is a composite chain's step, the chain's code (`authCode`), which the trace's check passes on.
 */
export const TraceStartRequest = z.object({
  enterpriseAuthId: PluginSourceId,
  clientId: z.string().check(z.minLength(1), z.maxLength(128)),
  authCode: z.optional(Opaque),
  _enterprise_id: optionalTenant,
});
export type TraceStartRequest = z.infer<typeof TraceStartRequest>;

/** POST generate_trace_id: the trace, and the plugin's login URL that carries it, where the browser goes. */
export const TraceStart = z.object({
  traceId: Opaque,
  pluginUrl: z.url({ protocol: /^https?$/ }),
});
export type TraceStart = z.infer<typeof TraceStart>;
export const TraceStartResponse = envelope(TraceStart);

/** Body of POST validate_trace_id (SPEC 7: traceId, authCode; the tenant, where the page names one). */
export const TraceCheckRequest = z.object({
  traceId: Opaque,
  authCode: Opaque,
  _enterprise_id: optionalTenant,
});
export type TraceCheckRequest = z.infer<typeof TraceCheckRequest>;

const flag = z.optional(z.boolean());

/**
 * POST validate_trace_id: SPEC 3's trace check response, every field optional; SPEC 4 reads it in this order.
 * The reference server answers one of: `{accessToken, portalBound, auth}` (signed in: a linked account, one
 * the source bound by an attribute or made now); `{needComplementField}` (the source makes accounts but the
 * plugin left out a field it requires: the trace waits for /adapterUserInfo); `{needBind}` (the trace waits
 * for bind_user); `{autoBindFalid, message}`, `{autoCreateFalid, message}`, `{validTraceIdError, message}`,
 * or `{auth: false, message}` (the plugin refused the code or failed): `message` a PLUGIN_REFUSALS code.
 * `redirectUri` (a service provider's return) is another back end's; this one sends none yet.
 */
export const TraceCheck = z.object({
  accessToken: z.optional(z.string().check(z.minLength(1))),
  portalBound: flag,
  needComplementField: flag,
  redirectUri: z.optional(z.nullable(z.string())),
  needBind: flag,
  auth: flag,
  message: z.optional(z.nullable(z.string())),
  // A trace started as a composite chain's step: SPEC 3's callback result (with `auth` and `message`).
  done: z.optional(z.boolean()),
  userInfo: z.optional(z.nullable(ChainUser)),
  nextAuth: z.optional(z.nullable(NextAuth)),
  // SPEC 3's spellings, as other back ends send them.
  autoCreateFalid: flag,
  autoBindFalid: flag,
  validTraceIdError: flag,
});
export type TraceCheck = z.infer<typeof TraceCheck>;
export const TraceCheckResponse = envelope(TraceCheck);

/**
 * Body of POST bind_user: SPEC 3's Plugin bind (traceId, authCode, username, password) as the password grant's
 * form (RestTokenRequest: the password SM2-encrypted under `sm2_code`, captcha, tenant), the trace and the code
 * its check was given. It answers as rest_token does; its refusals are PLUGIN_BIND_ERRORS and the grant's own
 * (captcha, lock, account state).
 */
export const PluginBindRequest = z.extend(RestTokenRequest, { traceId: Opaque, authCode: Opaque });
export type PluginBindRequest = z.infer<typeof PluginBindRequest>;

/**
 * The trace check's `message` codes (SPEC 8 Trace errors), and generate_trace_id's refusal (failed envelope,
 * `InvalidParameter`). The page words each; none names the plugin's own text, which goes to the log.
 */
export const PLUGIN_REFUSALS = {
  /** generate_trace_id, or a source switched off meanwhile: the tenant has no such plugin source, or it is off. */
  sourceUnavailable: 'plugin.sourceUnavailable',
  /** validTraceIdError: the trace is unknown, used, expired or another browser's (IDP adapter trace not found). */
  traceNotFound: 'plugin.traceNotFound',
  /** validTraceIdError: the trace is another tenant's than the one the page names. */
  tenantMismatch: 'plugin.tenantMismatch',
  /** The plugin refused the code: unknown, used, expired or another trace's (auth not finished). */
  authNotFinished: 'plugin.authNotFinished',
  /** The plugin did not answer, refused the source's credentials, or answered what it should not (associator). */
  associatorError: 'plugin.associatorError',
  /** The plugin sent a person whose fields break their rules (a mail that is none, say): dictionary field. */
  dictionaryFieldError: 'plugin.dictionaryFieldError',
  /** autoBindFalid: the plugin sent no value of the attribute the source binds by (unsupported association). */
  unsupportedAssociation: 'plugin.unsupportedAssociation',
  /** autoBindFalid: no local account has the attribute's value (user not found). */
  userNotFound: 'plugin.userNotFound',
  /** autoBindFalid: the account found is linked to another person of the source already (bind failed). */
  bindFailed: 'plugin.bindFailed',
  /** autoCreateFalid: an account of the tenant has the person's username, mail or phone already. */
  usernameExists: 'plugin.usernameExists',
  emailExists: 'plugin.emailExists',
  phoneExists: 'plugin.phoneExists',
  /** The local account cannot sign in (disabled, expired, locked), or waits for its approval. */
  accountUnavailable: 'plugin.accountUnavailable',
  accountPending: 'plugin.accountPending',
} as const;
export type PluginRefusal = (typeof PLUGIN_REFUSALS)[keyof typeof PLUGIN_REFUSALS];

/**
 * bind_user's refusals of SPEC 8's Bind errors, in rest_token's `error_description` as a third-party binding's:
 * a wrong password (counted, as rest_token's); the trace not waiting for a binding (unknown, used, expired,
 * another browser's, another code's; the trace not found or bound); the plugin's person linked meanwhile
 * (openid bound); the local account linked to another person of the source (username bound).
 */
export const PLUGIN_BIND_ERRORS = {
  passwordError: 'invalid_password',
  traceNotFound: 'binding_invalid',
  openidBound: 'openid_bound',
  usernameBound: 'username_bound',
} as const satisfies Record<string, RestTokenErrorCase>;

/**
 * Body of POST register/adapter/binding (SPEC 2 `/pluginAdapterRegister`, 7): a registration, as POST
 * register's, whose account is linked to the plugin person the trace waits to bind, with the trace and the
 * code its check was given, as bind_user proves the trace. It answers as register does (a token, or
 * `needApprove`: the account, linked, waits for approval); its refusals are register's, the trace's as
 * register/wechat words a binding's (`register.bindingInvalid`, `register.openidBound`, code `InvalidParameter`),
 * so the registration form words them.
 */
export const PluginRegisterRequest = z.extend(RegisterRequest, { traceId: Opaque, authCode: Opaque });
export type PluginRegisterRequest = z.infer<typeof PluginRegisterRequest>;

/** A trace lives this long before its check; a trace waiting for its binding or its fields, this long again. */
export const PLUGIN_TRACE_SECONDS = 600;

/** What the tab keeps of a binding to make (SESSION_KEYS.pluginBinding), between the check and the form. */
export const KeptPluginBinding = z.object({ traceId: Opaque, authCode: Opaque });
export type KeptPluginBinding = z.infer<typeof KeptPluginBinding>;

/**
 * The fields a plugin source may require of a person before it makes their account (the tenant's `required
 * fields`), which `/adapterUserInfo` asks for when the plugin left them out (needComplementField).
 */
export const COMPLEMENT_FIELDS = ['email', 'phone'] as const;
export const ComplementField = z.enum(COMPLEMENT_FIELDS);
export type ComplementField = z.infer<typeof ComplementField>;

/** Query of GET authenticate/plugin/complement_form: the trace waiting for its fields. */
export const ComplementFormQuery = z.object({ traceId: Opaque, _enterprise_id: optionalTenant });
export type ComplementFormQuery = z.infer<typeof ComplementFormQuery>;

/**
 * GET authenticate/plugin/complement_form: SPEC 3's dynamic form (`formData`) of the fields still missing, each
 * keyed by its ComplementField, named in both languages, required; the person's name as the plugin sent it, for
 * the page to greet.
 */
export const ComplementForm = z.object({ displayName: z.string(), form: DynamicForm });
export type ComplementForm = z.infer<typeof ComplementForm>;
export const ComplementFormResponse = envelope(ComplementForm);

/**
 * Body of POST authenticate/plugin/complement: the trace and a value per field of its form. The answer is a
 * trace check's (signed in, or an auto-create refusal); a value that breaks its rule or is another account's is
 * refused (failed envelope, InvalidParameter, a COMPLEMENT_REFUSALS code) and the trace keeps waiting.
 */
export const ComplementRequest = z.object({
  traceId: Opaque,
  values: z.partialRecord(ComplementField, z.string().check(z.maxLength(255))),
  _enterprise_id: optionalTenant,
});
export type ComplementRequest = z.infer<typeof ComplementRequest>;

/** The complement's refusals of a value, which the form shows at its field; the trace keeps waiting. */
export const COMPLEMENT_REFUSALS = {
  /** Not waiting for its fields here: unknown, spent, expired, another browser's or tenant's. */
  traceNotFound: 'plugin.complementNotFound',
  phoneInvalid: 'plugin.phoneInvalid',
  emailInvalid: 'plugin.emailInvalid',
  phoneExists: PLUGIN_REFUSALS.phoneExists,
  emailExists: PLUGIN_REFUSALS.emailExists,
} as const;
export type ComplementRefusal = (typeof COMPLEMENT_REFUSALS)[keyof typeof COMPLEMENT_REFUSALS];
