import {
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { appTheme } from './app-theme';
import { brandVariablesCss } from './brand-variables';

type Part = keyof ConvertCSSVariablesInput;
const PARTS: Record<Part, string> = {
  variables: ':root',
  light: ':root[data-mantine-color-scheme="light"]',
  dark: ':root[data-mantine-color-scheme="dark"]',
};

const mantine = (themeColor: string | null) =>
  defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, appTheme(themeColor)));

/** The variables of one block of the CSS text, by selector. */
const declared = (css: string, part: Part): Record<string, string> => {
  const selector = PARTS[part];
  const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, sel]) => sel === selector);
  return Object.fromEntries(
    blocks.flatMap(([, , body]) =>
      (body ?? '')
        .split(';')
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon), declaration.slice(colon + 1)];
        }),
    ),
  );
};

describe('brandVariablesCss', () => {
  it('is empty without a theme colour, or with one that is no hex colour', () => {
    expect(brandVariablesCss(null)).toBe('');
    expect(brandVariablesCss('red; x: y')).toBe('');
  });

  // The build's stylesheet holds the default theme's variables; these, laid over them, must give exactly what
  // Mantine's own resolver gives for the tenant's theme, in every block.
  it.each(['#1c7ed6', '#e64980', '#1a237e', '#ffeb3b', '#0b5394', '#f80'])(
    'with the default theme gives Mantine’s variables for a theme in %s',
    (colour) => {
      const css = brandVariablesCss(colour);
      const base = mantine(null);
      const expected = mantine(colour);
      for (const part of Object.keys(PARTS) as Part[]) {
        expect({ ...base[part], ...declared(css, part) }).toEqual(expected[part]);
      }
    },
  );
});
