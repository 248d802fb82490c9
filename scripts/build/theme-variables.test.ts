import { describe, expect, it } from 'vitest';
import { splitVariables, variablesUsed } from './theme-variables';

const VARIABLES = {
  variables: {
    '--mantine-primary-color-filled': 'var(--mantine-color-blue-filled)',
    '--mantine-color-blue-8': '#1971c2',
    '--mantine-spacing-md': '1rem',
    '--mantine-shadow-xl': '0 0 1px var(--mantine-color-gray-5)',
  },
  light: {
    '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)',
    '--mantine-color-gray-5': '#adb5bd',
  },
  dark: { '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)' },
};

describe('the theme variables split', () => {
  it('takes what the page names, and what those name in turn, in either scheme', () => {
    expect(variablesUsed(VARIABLES, ['--mantine-primary-color-filled'])).toEqual(
      new Set(['--mantine-primary-color-filled', '--mantine-color-blue-filled', '--mantine-color-blue-8']),
    );
  });

  it('leaves the rest, each variable in one part and in its own scheme', () => {
    const [first, rest] = splitVariables(
      VARIABLES,
      variablesUsed(VARIABLES, ['--mantine-primary-color-filled', '--mantine-spacing-md']),
    );
    expect(first).toEqual({
      variables: {
        '--mantine-primary-color-filled': 'var(--mantine-color-blue-filled)',
        '--mantine-color-blue-8': '#1971c2',
        '--mantine-spacing-md': '1rem',
      },
      light: { '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)' },
      dark: { '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)' },
    });
    expect(rest).toEqual({
      variables: { '--mantine-shadow-xl': '0 0 1px var(--mantine-color-gray-5)' },
      light: { '--mantine-color-gray-5': '#adb5bd' },
      dark: {},
    });
  });
});
