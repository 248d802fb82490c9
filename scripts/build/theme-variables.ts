import {
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
// With its extension, as the Vite config imports (vite.config.ts).
import { appTheme } from '../../src/theme/app-theme.ts';

const ID = 'virtual:theme-variables.css';
// Vite treats an id that starts with a NUL byte as virtual, and one that ends in .css as a stylesheet.
const RESOLVED = `\0${ID}`;

const SCHEME = ['light', 'dark']
  .map((scheme) => `:root[data-mantine-color-scheme="${scheme}"]{--mantine-color-scheme:${scheme};}`)
  .join('');

/** The theme's CSS variables without a tenant colour: what Mantine's provider would write, computed here. */
export const defaultThemeVariablesCss = (): string =>
  convertCssVariables(
    defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, appTheme(null))),
    ':root',
  ) + SCHEME;

/**
 * `import 'virtual:theme-variables.css'`: the default theme's variables as a stylesheet of the build, so the
 * browser does not download Mantine's resolver to compute them. The tenant's colour adds its own on top
 * (src/theme/brand-variables.ts).
 */
export function themeVariables(): Plugin {
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? defaultThemeVariablesCss() : null),
  };
}
