// The import boundaries eslint.config.js enforces with `local/import-boundaries`, kept apart so
// tests/unit/import-boundaries.test.ts checks the same zones against planted violations.

/** Worker-only code: it reads env, D1, the CMS or the request, or renders whole pages. */
const SERVER_ONLY = [
  'src/server',
  'src/db',
  'src/routes',
  'src/content',
  'src/render',
  'src/pages',
  'src/outbox',
  'src/index.tsx',
  'src/scheduled.ts',
]

export const IMPORT_ZONES = [
  {
    // What the browser bundle starts from, and the helpers that must stay safe on both sides
    from: ['client', 'src/islands', 'src/browser', 'src/lib', 'src/schemas'],
    paths: SERVER_ONLY,
    packages: ['^hono(/|$)', '^cloudflare:'],
    transitive: true,
    message: 'Server-only module reached from browser-safe code; import only its types',
  },
  {
    // A route renders pages through the page registry, never one page or an island directly
    from: ['src/routes'],
    paths: ['src/islands', 'src/pages'],
    except: ['src/pages/index.ts'],
    message: 'Routes reach pages through src/pages/index.ts and never import an island',
  },
  {
    from: ['src/render'],
    paths: ['src/pages', 'src/islands'],
    except: ['src/pages/index.ts'],
    message: 'The renderer is given its page; it imports no page or island',
  },
]
