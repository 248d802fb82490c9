import { useSystemDark } from '../effects/system-dark';
import { type ColorScheme, colorSchemeOf } from '../theme/color-scheme';
import { useAppSelector } from './app-actor';

/** The tenant's theme colour and the page's colour scheme, for the first screen and for Mantine's provider. */
export function usePageTheme(): { themeColor: string | null; scheme: ColorScheme } {
  const themeColor = useAppSelector((s) => s.context.tenant?.preLogin.themeColor ?? null);
  const page = useAppSelector((s) => s.context.tenant?.pageConfig ?? null);
  return { themeColor, scheme: colorSchemeOf(page, useSystemDark()) };
}
