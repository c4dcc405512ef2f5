// The worker's layers, from the top (what a request enters) to the bottom (what everything may
// use): a file imports only files of its own layer or of the layers below it, and no file
// imports one that imports it back (eslint.config.js enforces both with `local/import-layers`;
// `npm run graph` prints the arrows). A file belongs to the layer of its most specific pattern,
// so a page's route.ts (its facts, read by the route table) sits below its page, and a form's
// schema.ts and view.ts (shared with the browser) below its declaration.

export const LAYERS = [
  { name: 'entry', paths: ['src/index.tsx', 'src/scheduled.ts', 'client'] },
  { name: 'routes', paths: ['src/routes'] },
  { name: 'render', paths: ['src/render'] },
  { name: 'layouts', paths: ['src/layouts'] },
  { name: 'pages', paths: ['src/pages', 'src/generated/pages.ts'] },
  { name: 'form declarations', paths: ['src/forms', 'src/generated/forms.ts'] },
  { name: 'placements', paths: ['src/placements'] },
  { name: 'islands', paths: ['src/islands', 'src/generated/islands.ts'] },
  { name: 'components', paths: ['src/components'] },
  { name: 'content', paths: ['src/content'] },
  { name: 'server', paths: ['src/server'] },
  { name: 'outbox', paths: ['src/outbox'] },
  { name: 'db', paths: ['src/db'] },
  {
    name: 'route table',
    paths: [
      'src/route-table.ts',
      'src/generated/routes.ts',
      'src/pages/define-route.ts',
      'src/pages/*/route.ts',
    ],
  },
  { name: 'env', paths: ['src/env.ts'] },
  {
    name: 'form views',
    paths: [
      'src/forms/fields.ts',
      'src/forms/rules.ts',
      'src/forms/contact.ts',
      'src/forms/*/schema.ts',
      'src/forms/*/view.ts',
      'src/generated/form-views.ts',
    ],
  },
  { name: 'browser', paths: ['src/browser'] },
  { name: 'lib', paths: ['src/lib'] },
  { name: 'schemas', paths: ['src/schemas'] },
  { name: 'i18n', paths: ['src/i18n'] },
]
