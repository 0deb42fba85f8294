// One lint setup for the whole workspace: TypeScript rules plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerRules } from './eslint.layers.mjs';
import i18next from 'eslint-plugin-i18next';

/** The parts translated (messages in every language): no literal text in their JSX. */
const TRANSLATED = [
  'shell/src/**/*.tsx',
  'shared/ui/src/**/*.tsx',
  'mfe-dashboard/src/**/*.tsx',
  'mfe-external-apps/src/**/*.tsx',
  'mfe-network/src/**/*.tsx',
  'mfe-reference/src/**/*.tsx',
  'mfe-quotes/src/**/*.tsx',
  'mfe-documents/src/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', 'e2e/screenshots/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node scripts (and the browser code they hand to Playwright's page.evaluate).
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'URLSearchParams', 'fetch', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Buffer', 'AbortController', 'AbortSignal', 'SharedArrayBuffer', 'Atomics', 'window', 'document', 'PerformanceObserver', 'navigator', 'requestAnimationFrame'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
  {
    // No words written straight into JSX (text or a person-read attribute): they come from the
    // app's messages (src/locales), or a reader of another language sees English. Widened to each
    // part as it is translated (ARCHITECTURE.md, "Languages").
    files: TRANSLATED,
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes a person reads (or hears); the others are code (ids, routes, classes).
          'jsx-attributes': { include: ['label', 'title', 'alt', 'placeholder', 'aria-label', 'aria-description', 'aria-valuetext', 'message'] },
        },
      ],
    },
  },
);
