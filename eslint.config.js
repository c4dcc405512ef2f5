import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importBoundaries from './scripts/eslint/import-boundaries.mjs'
import importLayers from './scripts/eslint/import-layers.mjs'
import { IMPORT_ZONES } from './scripts/eslint/import-zones.mjs'
import { LAYERS } from './scripts/eslint/layers.mjs'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.wrangler',
      'public/assets',
      'dist',
      'src/generated',
      'test-results',
      'bench-results',
      'cms/node_modules',
      'cms/.tmp',
      'cms/dist',
      'cms/build',
      'cms/.strapi',
      'cms/types/generated',
      'cms/public/uploads',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tools/**/*.mjs', 'docs/**/*.mjs', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // Each layer imports only what lies below it, and no file imports one that imports it back
    // (scripts/eslint/layers.mjs; `npm run graph` prints the arrows). The browser side is also
    // followed through every file it imports, since an island's bundle holds them all
    files: ['**/*.{ts,tsx}'],
    plugins: {
      local: { rules: { 'import-boundaries': importBoundaries, 'import-layers': importLayers } },
    },
    rules: {
      'local/import-boundaries': ['error', { zones: IMPORT_ZONES }],
      'local/import-layers': ['error', { layers: LAYERS }],
    },
  },
  {
    // Strapi types its document service from types it generates on the first start (not kept in
    // git); before that the CMS's seed and setup code sees plain records
    files: ['cms/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  }
)
