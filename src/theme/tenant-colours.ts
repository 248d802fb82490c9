import type { LoginPageConfig } from '../../schemas/login-page-config.schema';
import { readableOn, textOn } from './colour';

/** The page configuration's colours (SPEC section 3), chosen by the tenant for a light page. */
const TENANT_COLOURS = [
  'headerBackGroundColor',
  'footerBackGroundColor',
  'footerContentColor',
  'headerEnterpriseColor',
] as const satisfies readonly (keyof LoginPageConfig)[];

/** Whether the tenant's page configuration sets any colour of its own. */
export const tenantSetsColours = (page: LoginPageConfig | null | undefined): boolean =>
  page !== null && page !== undefined && TENANT_COLOURS.some((key) => page[key] !== null);

/** The light scheme's surfaces: header, footer and card (Mantine's body), and the page behind them (gray-0). */
const LIGHT_BODY = '#ffffff';
const LIGHT_PAGE = '#f8f9fa';

export type BarColours = { backgroundColor?: string; color?: string };

/**
 * The inline colours of the header or the footer: the tenant's background, unless the bar is transparent,
 * and its text colour made readable on what is really behind the text (WCAG 1.4.3). A tenant background
 * without a text colour gets black or white text. Nothing the tenant left unset: the theme's CSS paints it.
 */
export function barColours(background: string | null, text: string | null, transparent: boolean): BarColours {
  const behind = transparent ? LIGHT_PAGE : (background ?? LIGHT_BODY);
  const color = text
    ? readableOn(text, behind)
    : background && !transparent
      ? (textOn(background) ?? undefined)
      : undefined;
  return {
    ...(background && !transparent ? { backgroundColor: background } : {}),
    ...(color ? { color } : {}),
  };
}
