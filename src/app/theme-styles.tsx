import { convertCssVariables, defaultCssVariablesResolver, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { cspNonce } from '../security/csp-nonce';

const SCHEME = ['light', 'dark']
  .map((scheme) => `:root[data-mantine-color-scheme="${scheme}"]{--mantine-color-scheme:${scheme};}`)
  .join('');

/**
 * The theme's CSS variables, in place of Mantine's own style element: that one sets its text through
 * innerHTML, which Trusted Types forbid. Text content is no HTML sink, and the element carries the nonce.
 */
export function ThemeStyles() {
  const theme = useMantineTheme();
  const css = useMemo(
    () => convertCssVariables(defaultCssVariablesResolver(theme), ':root') + SCHEME,
    [theme],
  );
  return <style nonce={cspNonce() || undefined}>{css}</style>;
}
