import * as z from 'zod/mini';
import { ADAPTERS } from './spec-constants';

// Tenant configuration arrives as a free JSON string: each field falls back to its default on its own,
// so one bad field never discards the rest.
const flag = (fallback: boolean) => z.catch(z._default(z.boolean(), fallback), fallback);
const text = (fallback: string) => z.catch(z._default(z.string(), fallback), fallback);
const imageId = z.catch(z.optional(z.nullable(z.string().check(z.regex(/^[\w.-]{1,128}$/)))), null);
// Only plain colour values reach a style attribute: hex, rgb()/rgba() or a CSS colour name.
const colourPattern = /^(#[0-9a-fA-F]{3,8}|rgba?\(\s*[\d.%\s,]+\)|[a-zA-Z]{3,20})$/;
// SPEC section 3 gives the colours no default: null means the tenant chose none, and the theme paints the
// page in its own colours for the light or the dark scheme (src/theme/color-scheme.ts).
const colour = z.catch(z._default(z.nullable(z.string().check(z.regex(colourPattern))), null), null);

export const LoginTypeEntry = z.object({ key: z.string(), name: z.string() });
export type LoginTypeEntry = z.infer<typeof LoginTypeEntry>;

/** The password login, the type a page without a configured list shows. */
export const PASSWORD_LOGIN_TYPE: LoginTypeEntry = { key: ADAPTERS.password, name: '密码登录' };
export const DEFAULT_LOGIN_TYPE_LIST: LoginTypeEntry[] = [PASSWORD_LOGIN_TYPE];

/** The login page configuration of SPEC section 3, with every default applied. */
export const LoginPageConfig = z.object({
  opacityHeaderFooter: flag(false),
  showLoginHeader: flag(true),
  showPcBanner: flag(true),
  showLogoName: flag(true),
  loginLogoUuid: imageId,
  loginBannerUuid: imageId,
  showMobileBanner: flag(false),
  loginContentPosition: z.catch(z._default(z.enum(['left', 'center', 'right']), 'right'), 'right'),
  defaultStyle: z.catch(
    z._default(z.enum(['defaultStyle1', 'defaultStyle2']), 'defaultStyle1'),
    'defaultStyle1',
  ),
  headerBackGroundColor: colour,
  footerBackGroundColor: colour,
  footerContentColor: colour,
  filtergray: flag(false),
  showLogoHeader: flag(true),
  showEnterpriseNameHeader: flag(true),
  showOtherLoginType: flag(true),
  showLogoNameLogo: flag(true),
  headerEnterpriseColor: colour,
  loginTypeList: z.catch(
    z._default(z.array(LoginTypeEntry).check(z.minLength(1)), DEFAULT_LOGIN_TYPE_LIST),
    DEFAULT_LOGIN_TYPE_LIST,
  ),
  showChangeLanguage: flag(true),
  showLoginFooter: flag(true),
  loginFooterContent: text(''),
  loginFooterContentLink: text(''),
  loginMobileLogoUuid: imageId,
});
export type LoginPageConfig = z.infer<typeof LoginPageConfig>;

/** Parses the custom-config JSON string; missing, unparseable or non-object input gives every default. */
export function parseLoginPageConfig(json: string | null | undefined): LoginPageConfig {
  let raw: unknown = {};
  if (json) {
    try {
      raw = JSON.parse(json);
    } catch {
      raw = {};
    }
  }
  const result = LoginPageConfig.safeParse(raw);
  return result.success ? result.data : LoginPageConfig.parse({});
}
