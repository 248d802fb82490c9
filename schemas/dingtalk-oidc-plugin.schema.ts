import * as z from 'zod/mini';
import { envelope } from './envelope.schema';
import type { ThirdPartyKind } from './third-party-sources';

/**
 * DingTalk through OIDC (issue 14, SPEC 7 boot call `application/plugin_oidc_dingtalk/getODICDingTalkPluginList`):
 * a tenant's plugins, each an OpenID provider that bridges DingTalk's OAuth (its authorize endpoint sends the
 * person to DingTalk; the bridge reads DingTalk's user info and issues its own code and ID token). A tenant may
 * have several (two DingTalk organisations, say). The page signs in through one as the second OIDC variant
 * (`oidc_code_adapter`) with the plugin's id: `login_?pluginId=`.
 */

/**
 * The kind a plugin signs in as: the second OIDC variant (a provider configured by its endpoints, who signed in
 * read from userinfo), returning to its callback route `/oidcCodeAdapterCallBack`.
 */
export const DINGTALK_OIDC_PLUGIN_KIND = 'oidc_code_adapter' as const satisfies ThirdPartyKind;

/** A plugin's id: carried in a URL (`/adapterLogin?pluginId=`) and a query, so short and plain. */
export const DingTalkOidcPluginId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));

/** One plugin as the login page lists it: its name in Chinese and English, a logo image's name if any. */
export const DingTalkOidcPlugin = z.object({
  id: DingTalkOidcPluginId,
  name: z.string().check(z.minLength(1), z.maxLength(64)),
  nameEn: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  /** An image of the tenant (`/api/public/image/{logo}`); absent: the DingTalk mark. */
  logo: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
});
export type DingTalkOidcPlugin = z.infer<typeof DingTalkOidcPlugin>;

/**
 * GET /api/public/bff/v1.2/application/plugin_oidc_dingtalk/getODICDingTalkPluginList?enterpriseId=: the
 * tenant's enabled plugins, in the administrator's order. A malformed entry is dropped, never the list.
 */
export const DingTalkOidcPluginList = z.array(z.catch(z.nullable(DingTalkOidcPlugin), null));
export const DingTalkOidcPluginListResponse = envelope(DingTalkOidcPluginList);

/** The well-formed plugins of a list as parsed (its dropped entries left out). */
export const pluginsOf = (list: readonly (DingTalkOidcPlugin | null)[]): DingTalkOidcPlugin[] =>
  list.filter((plugin) => plugin !== null);
