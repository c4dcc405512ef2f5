/**
 * Whether a request comes from a known bot: Cloudflare's verdict when the zone has Bot Management
 * (`cf.botManagement.verifiedBot`, or a verified bot category), else the user agent's own words.
 * Used where a bot's visit must not count as a visitor's (a tracked WhatsApp click), never to
 * refuse a page.
 */

// Crawlers, link previewers, monitors and HTTP libraries that say what they are. Browsers never
// carry these words; a bot that claims to be a browser is left to the rate limit.
const BOT_AGENT = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'archiver',
    'facebookexternalhit',
    'embedly',
    'preview',
    'whatsapp',
    'lighthouse',
    'headlesschrome',
    'phantomjs',
    'python-',
    'python/',
    'curl/',
    'wget/',
    'go-http-client',
    'java/',
    'okhttp',
    'axios/',
    'node-fetch',
    'undici',
    '^node$',
    'libwww',
    'httpclient',
    'scrapy',
    'monitor',
    'uptime',
    'pingdom',
    'ahrefs',
    'semrush',
    'petalsearch',
    'yandex',
    'baiduspider',
    'bingpreview',
    'mediapartners',
    'adsbot',
    'feedfetcher',
  ].join('|'),
  'i'
)

interface BotFacts {
  botManagement?: { verifiedBot?: boolean }
  verifiedBotCategory?: string
}

export function isKnownBot(request: Request): boolean {
  const cf = (request as { cf?: BotFacts }).cf
  if (cf?.botManagement?.verifiedBot === true || cf?.verifiedBotCategory) return true
  const agent = request.headers.get('User-Agent')
  // every browser sends one; a request without is a script's
  return !agent || BOT_AGENT.test(agent)
}
