import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.wrangler',
      'public/assets',
      'src/generated',
      'types/worker-configuration.d.ts',
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
    files: ['scripts/**/*.mjs', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // The browser bundle must never pull in worker-only modules
    files: ['client/**/*.{ts,tsx}', 'src/islands/**/*.{ts,tsx}', 'src/schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/db/**',
                '**/routes/**',
                '**/content/**',
                '**/render/render-*',
                'cloudflare:*',
                'hono',
                'hono/*',
              ],
              message: 'Server-only module: the browser bundle may import only types from it.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Strapi types its document service from types it generates on the first start (not kept in
    // git); before that the CMS's seed and setup code sees plain records
    files: ['cms/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  }
)
