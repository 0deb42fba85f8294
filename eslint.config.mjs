// One lint setup for the whole workspace: TypeScript rules plus React hooks.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerRules } from './eslint.layers.mjs';

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
);
