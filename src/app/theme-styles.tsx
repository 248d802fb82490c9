import { useLayoutEffect, useMemo } from 'react';
import type { ColorScheme } from '../theme/color-scheme';
import { brandVariablesCss } from '../theme/brand-variables';
import { cspNonce } from '../security/csp-nonce';

/**
 * The page's colour scheme, and the CSS variables the tenant's theme colour changes (the default theme's are in
 * the build's stylesheet). A style element of React's, not Mantine's: that one sets its text through innerHTML,
 * which Trusted Types forbid; text content is no HTML sink, and the element carries the nonce.
 */
export function ThemeStyles({ themeColor, scheme }: { themeColor: string | null; scheme: ColorScheme }) {
  const css = useMemo(() => brandVariablesCss(themeColor), [themeColor]);
  // Before the browser paints: no frame in the wrong scheme.
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
  }, [scheme]);
  return css ? <style nonce={cspNonce() || undefined}>{css}</style> : null;
}
