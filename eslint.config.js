import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layeringRule } from './scripts/lint/layering-rule.js';
import { phoneTagRule } from './scripts/lint/phone-tag-rule.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'reports',
      'flows',
      'test-results',
      '.data',
      'data',
      'src/locales/*/*.ts',
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['{src,machines,schemas}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // A test states what it expects of a value; it fails at once when the value is not there.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'machines/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The layers of docs/architecture.md, "Layers", on every import (scripts/lint/layering-rule.js).
    files: ['{src,machines,schemas,server}/**/*.{ts,tsx}'],
    plugins: { layering: { rules: { imports: layeringRule } } },
    rules: { 'layering/imports': 'error' },
  },
  {
    // The page loads one script from elsewhere, the device agent's JSONP, and its URL is made in one module,
    // through the Trusted Types policy that passes only that agent's URL (SPEC 7, Other).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/security/device-agent-url.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='createScriptURL']",
          message: 'Script URLs come only from src/security/device-agent-url.ts.',
        },
      ],
    },
  },
  {
    // The phone project runs the tests tagged @phone: one that branches on the device must carry the tag.
    files: ['e2e/**/*.spec.ts'],
    plugins: { e2e: { rules: { 'phone-tag': phoneTagRule } } },
    rules: { 'e2e/phone-tag': 'error' },
  },
  {
    // Machines are pure: effects come in through .provide(), never by import.
    files: ['machines/**/*.ts'],
    ignores: ['machines/**/*.test.ts', 'machines/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['ky', 'react', 'react-dom', '@mantine/*', '@tanstack/*', '../src/*'] },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'fetch',
        'navigator',
      ],
    },
  },
);
