import * as z from 'zod/mini';
import { DingTalkOidcPluginId } from './dingtalk-oidc-plugin.schema';
import { ChoiceTicket } from './choice-ticket.schema';
import { RedirectKind, ThirdPartyKind } from './third-party-sources';
import { Opaque, PLUGIN_ADAPTER } from './plugin-sources';
import { CompositeHandover } from './composite-step.schema';

/**
 * Query strings of the flow routes (SPEC section 2). Each is parsed wherever it is read, by the router and
 * by the app, and a bad value is dropped, never an error page: the flow decides what a missing value means.
 */
const optionalText = z.catch(z.optional(z.string().check(z.maxLength(512))), undefined);

/** `/login?sp_code&application_key&defaultAdapter&otherParams`. */
export const LoginSearch = z.object({
  sp_code: optionalText,
  application_key: optionalText,
  defaultAdapter: optionalText,
  otherParams: optionalText,
});
export type LoginSearch = z.infer<typeof LoginSearch>;

/** Why the password must be changed: the flag of user_password_info that was set (`/modifyPassword`'s type). */
export const ModifyPasswordType = z.enum(['needModifyPasswordOfFirstLogin', 'needModifyPasswordOfPwdExpire']);
export type ModifyPasswordType = z.infer<typeof ModifyPasswordType>;

/** `/modifyPassword?type=…`: why the change is forced; an unknown one is dropped. */
export const ModifyPasswordSearch = z.object({
  type: z.catch(z.optional(ModifyPasswordType), undefined),
});
export type ModifyPasswordSearch = z.infer<typeof ModifyPasswordSearch>;

/** `/logout?oldAccessToken=…`: revoke only that older token and keep this session (SPEC section 4). */
export const LogoutSearch = z.object({ oldAccessToken: optionalText });
export type LogoutSearch = z.infer<typeof LogoutSearch>;

/**
 * `/applicationTwoFactor?purchaseId&state&username&defaultAdapter=up` as the URL may bring it: every value
 * optional here; `applicationContextFromSearch` says whether the request is complete.
 */
export const ApplicationTwoFactorRouteSearch = z.object({
  purchaseId: optionalText,
  state: optionalText,
  username: optionalText,
  defaultAdapter: optionalText,
});
export type ApplicationTwoFactorRouteSearch = z.infer<typeof ApplicationTwoFactorRouteSearch>;

/**
 * `/second/auth?SP_login=true`: the second factor, for a service provider's login when set (SPEC section 2);
 * `otherParams` rides along from the login URL to the portal.
 */
export const SecondAuthSearch = z.object({
  SP_login: z.catch(z.optional(z.enum(['true'])), undefined),
  otherParams: optionalText,
});
export type SecondAuthSearch = z.infer<typeof SecondAuthSearch>;

/**
 * `/loginAccess?sp_code&application_key`: a signed-in user opens a service provider's application (from the
 * portal); both values are needed, else the page has no application to check and sends the user to sign in.
 */
export const LoginAccessSearch = z.object({ sp_code: optionalText, application_key: optionalText });
export type LoginAccessSearch = z.infer<typeof LoginAccessSearch>;

/**
 * `/register?sp_code&application_key`: registration opened from a provider's login page names that provider,
 * so the new account's login goes on to it.
 */
export const RegisterSearch = z.object({ sp_code: optionalText, application_key: optionalText });
export type RegisterSearch = z.infer<typeof RegisterSearch>;

/** `/resetPassword?sp_code&application_key`: the reset opened from a provider's login goes back to it. */
export const ResetPasswordSearch = RegisterSearch;
export type ResetPasswordSearch = RegisterSearch;

/**
 * `/adapterLogin?adapter&sp_code&application_key&pluginId`: a third-party source's sign-in, for the login under
 * way; `pluginId` a DingTalk OIDC plugin to sign in through (with `oidc_code_adapter`).
 */
export const AdapterLoginSearch = z.object({
  adapter: z.catch(z.optional(z.union([RedirectKind, z.literal(PLUGIN_ADAPTER)])), undefined),
  sp_code: optionalText,
  application_key: optionalText,
  // A DingTalk OIDC plugin's id, or, with `adapter=plugin`, the plugin source's.
  pluginId: z.catch(z.optional(DingTalkOidcPluginId), undefined),
  /**
   * With `adapter=plugin`, the composite chain's code when the source is the chain's step (issue 15): the step
   * from `/compositeLogin` carries it, the URL never shows it. One in a crafted link names a chain the server
   * binds to another browser, and the trace is refused.
   */
  chainCode: z.catch(z.optional(Opaque), undefined),
});
export type AdapterLoginSearch = z.infer<typeof AdapterLoginSearch>;

/**
 * `/pluginAdapterBind?traceId` and `/adapterUserInfo?traceId`: a plugin's person waiting to be bound, or for the
 * fields their account needs (issue 15); a malformed trace reads as none.
 */
export const PluginTraceSearch = z.object({
  traceId: z.catch(z.optional(Opaque), undefined),
});
export type PluginTraceSearch = z.infer<typeof PluginTraceSearch>;

/**
 * `/compositeLogin` (issue 15): the route has no query. A step that leads here hands its answer over as the
 * flow's parameter (the URL never shows it); a reload reads the tab's stored chain instead. An address's values
 * are text (src/app/router.tsx), which this object never parses from: a link cannot hand a step over.
 */
export const CompositeLoginSearch = z.object({
  handover: z.catch(z.optional(CompositeHandover), undefined),
});
export type CompositeLoginSearch = z.infer<typeof CompositeLoginSearch>;

/** `/adapterBind?adapter&uuid`: the pending binding of a third-party account (submit_callback's `uuid`). */
export const AdapterBindSearch = z.object({
  adapter: z.catch(z.optional(ThirdPartyKind), undefined),
  uuid: optionalText,
});
export type AdapterBindSearch = z.infer<typeof AdapterBindSearch>;

/**
 * `/enterpriseSelect?ticket&otherParams`: the tenant choice of the instance-wide login (authenticate/global/login); a
 * malformed ticket is dropped, and the page sends the visitor to the login.
 */
export const EnterpriseSelectSearch = z.object({
  ticket: z.catch(z.optional(ChoiceTicket), undefined),
  /** The login URL's `otherParams`, on its way to the portal as after any sign-in. */
  otherParams: optionalText,
});
export type EnterpriseSelectSearch = z.infer<typeof EnterpriseSelectSearch>;
