// @ts-check
/**
 * ESLint for the whole site: TypeScript (typescript-eslint), React hooks and
 * Docusaurus' own rules; formatting is Prettier's (eslint-config-prettier turns
 * the rules it owns off). `npm run lint` runs this and Prettier; `npm test` runs it.
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.cache/',
      'node_modules/',
      'docs/api/',
      'static/data/',
      'test-results/',
      'test-reports/',
      'bench-results/',
      'playwright-report/',
      'tests/fixtures/tmp-*/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // React code only: Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    plugins: { '@docusaurus': docusaurus },
    rules: {
      ...docusaurus.configs.recommended.rules,
      // English only (one locale): the site has no translations to look strings up in.
      '@docusaurus/string-literal-i18n-messages': 'off',
    },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // The FAQ's Next.js snippet is a page of a Next.js app, not of this site.
    files: ['src/snippets/faq/nextjs/**'],
    rules: { '@docusaurus/prefer-docusaurus-heading': 'off' },
  },
  {
    // Playwright fixtures name what they depend on in a destructured first argument, `{}` for nothing.
    files: ['tests/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // CommonJS files (webpack loaders, generated sidebars) use require.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
