import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/',
      '.out/',
      '**/node_modules/',
      'e2e/.out/',
      'bench/.corpus/',
      // VitePress and VuePress configs of the import's fixtures, written as those sites write them.
      'packages/cli/test/fixtures/*/.vitepress/',
      'packages/cli/test/fixtures/*/.vuepress/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  // The outside apps resolve the widgets to the packed package's dist/, which exists only once the browser tests
  // have packed it; their types are checked by tsc against that package in e2e/tests/outside.spec.ts.
  { files: ['e2e/outside/app/**'], ...tseslint.configs.disableTypeChecked },
);
