// @ts-check
/**
 * ESLint for the whole site: TypeScript (typescript-eslint), React hooks and
 * Docusaurus' own rules; formatting is Prettier's (eslint-config-prettier turns
 * the rules it owns off). `npm run lint` runs this and Prettier; `npm test` runs it.
 */
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
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
    // Accessibility of what React renders (axe checks the built pages too).
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // GraphSearch and GraphSearchInput render their input (a react-select combobox) inside the label that names it;
      // Select, TextInput and Range (src/examples/_shared/controls.tsx) are one.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['GraphSearch', 'GraphSearchInput', 'Select', 'TextInput', 'Range'], depth: 3 },
      ],
      // A scrolling log takes the focus so that keyboard readers can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'log'] }],
      // The live editor is a contenteditable <pre>: a multi-line text box. Docusaurus' tabs (ejected
      // verbatim in src/theme/Tabs) are a list of tabs.
      'jsx-a11y/no-noninteractive-element-to-interactive-role': ['error', { pre: ['textbox'], ul: ['tablist'], li: ['tab'] }],
    },
  },
  {
    // Prism's grammars are required the first time code is tokenized, not when main.js loads:
    // a lazy `require` is the point of this file (see its header).
    files: ['src/prism/grammars.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
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
