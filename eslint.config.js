import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-*', 'storybook-static*', 'site/generated', 'node_modules', 'tests/stories/__screenshots__', '.bench', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call their argument `use`; it is not React's hook.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Floors of ARCHITECTURE.md: src never imports site or stories.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/site/**', '**/stories/**', '@demos/*'], message: 'src knows no routes, content or stories.' }] }],
    },
  },
  {
    // The production server reads what the build wrote (site/server/siteManifest.ts), never build code (Vite and more).
    files: ['site/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.{1,2}/(.*/)?build(/|$)', message: 'site/server never imports site/build: the build writes data the server reads (siteManifest.ts).' }] }],
    },
  },
);
