import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ConvertCSSVariablesInput,
  DEFAULT_THEME,
  convertCssVariables,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import type { Plugin } from 'vite';
// With its extension, as the Vite config imports (vite.config.ts).
import { appTheme } from '../../src/theme/app-theme.ts';

const FIRST_ID = 'virtual:theme-variables.css';
const REST_ID = 'virtual:theme-variables-rest.css';
// Vite treats an id that starts with a NUL byte as virtual, and one that ends in .css as a stylesheet.
const resolved = (id: string) => `\0${id}`;

const SCHEME = ['light', 'dark']
  .map((scheme) => `:root[data-mantine-color-scheme="${scheme}"]{--mantine-color-scheme:${scheme};}`)
  .join('');

type Variables = ConvertCSSVariablesInput;

/** The theme's CSS variables without a tenant colour: what Mantine's provider would write. */
const defaultVariables = (): Variables =>
  defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, appTheme(null)));

const css = (variables: Variables) => convertCssVariables(variables, ':root');

/** The default theme's variables as one stylesheet: what Mantine's provider would write, computed here. */
export const defaultThemeVariablesCss = (): string => css(defaultVariables()) + SCHEME;

const NAME = /--mantine-[\w-]+/g;

/**
 * The variables `named` asks for, with every variable their values name in turn (a primary colour names a
 * shade of its palette): the ones the page's own styles use.
 */
export function variablesUsed(variables: Variables, named: Iterable<string>): Set<string> {
  const values = new Map<string, string[]>();
  for (const group of [variables.variables, variables.light, variables.dark])
    for (const [name, value] of Object.entries(group)) values.set(name, [...(values.get(name) ?? []), value]);
  const used = new Set<string>();
  const visit = (name: string) => {
    if (used.has(name)) return;
    used.add(name);
    values.get(name)?.forEach((value) => value.match(NAME)?.forEach(visit));
  };
  [...named].forEach(visit);
  return used;
}

/** `variables` split in two: those in `first`, and the rest. */
export function splitVariables(variables: Variables, first: Set<string>): [Variables, Variables] {
  const part = (keep: boolean) => {
    const pick = (group: Record<string, string>) =>
      Object.fromEntries(Object.entries(group).filter(([name]) => first.has(name) === keep));
    return { variables: pick(variables.variables), light: pick(variables.light), dark: pick(variables.dark) };
  };
  return [part(true), part(false)];
}

const SOURCE = /\.(css|tsx?)$/;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : SOURCE.test(entry.name) && !entry.name.includes('.test.')
        ? [join(dir, entry.name)]
        : [],
  );

/**
 * Every variable the page's own code names (src/, its CSS and its inline styles), Mantine's global styles,
 * and the primary colour's (a tenant's colour writes them: src/theme/brand-variables.ts).
 */
function namedByThePage(root: string): Set<string> {
  const files = [
    ...sourceFiles(join(root, 'src')),
    join(root, 'node_modules/@mantine/core/styles/baseline.css'),
    join(root, 'node_modules/@mantine/core/styles/global.css'),
  ];
  const named = new Set(files.flatMap((file) => readFileSync(file, 'utf8').match(NAME) ?? []));
  Object.keys(defaultVariables().variables)
    .filter((name) => name.startsWith('--mantine-primary-color-'))
    .forEach((name) => named.add(name));
  return named;
}

/**
 * `import 'virtual:theme-variables.css'`: the default theme's variables the page's own styles use, as a
 * stylesheet of the first download, so the browser does not download Mantine's resolver to compute them.
 * `import 'virtual:theme-variables-rest.css'`: the others, which only Mantine's components use: they come with
 * the views that load Mantine (src/shared/mantine-scope.tsx). The tenant's colour adds its own on top
 * (src/theme/brand-variables.ts).
 */
export function themeVariables(root = process.cwd()): Plugin {
  let parts: [string, string] | null = null;
  const load = () => {
    if (!parts) {
      const variables = defaultVariables();
      const [first, rest] = splitVariables(variables, variablesUsed(variables, namedByThePage(root)));
      parts = [css(first) + SCHEME, css(rest)];
    }
    return parts;
  };
  return {
    name: 'theme-variables',
    resolveId: (id) => (id === FIRST_ID || id === REST_ID ? resolved(id) : null),
    load: (id) => (id === resolved(FIRST_ID) ? load()[0] : id === resolved(REST_ID) ? load()[1] : null),
  };
}
