import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The client's folders and who may import whom (docs/architecture.md, "Client modules"): app/
 * composes everything; features/ import lib/, components/ and the features listed here; lib/
 * and components/ import no feature.
 */
const CLIENT = 'src/client';
const FEATURE_IMPORTS = {
  account: [],
  ads: [],
  comments: [],
  lists: [],
  ratings: [],
  site: [],
  prompts: ['ads', 'comments', 'lists', 'ratings'],
  users: ['prompts', 'lists'],
  admin: ['account', 'ads', 'lists', 'prompts', 'users'],
};
const featureZones = Object.entries(FEATURE_IMPORTS).map(([feature, allowed]) => ({
  target: `${CLIENT}/features/${feature}`,
  from: `${CLIENT}/features`,
  except: [`./${feature}`, ...allowed.map((name) => `./${name}`)],
  message: `features/${feature} may import only the features docs/architecture.md allows it.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'drizzle',
      'coverage',
      'bench/.cache',
      'bench/scratch',
      'scratch',
      'data',
      'seed',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The client may import server code only as types (docs/architecture.md: one-way imports).
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'The client imports server code only with `import type`.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${CLIENT}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${CLIENT}/lib`, `${CLIENT}/components`, `${CLIENT}/features`],
              from: `${CLIENT}/app`,
              message: 'Only app/ imports app/.',
            },
            {
              target: [`${CLIENT}/lib`, `${CLIENT}/components`],
              from: `${CLIENT}/features`,
              message: 'lib/ and components/ import no feature.',
            },
            { target: `${CLIENT}/lib`, from: `${CLIENT}/components`, message: 'lib/ imports no component.' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // A component test may render the app's shell around the screen it tests.
    files: [`${CLIENT}/**/*.test.{ts,tsx}`, `${CLIENT}/test/**`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/client/**'], message: 'src/shared imports nothing from client/ or server/.' },
          ],
        },
      ],
    },
  },
);
