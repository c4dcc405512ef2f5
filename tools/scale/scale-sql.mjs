// The SQL that grows the seeded demo content to brokerage scale (`npm run seed:scale`, and the
// worker tests of the catalogue at 50,000 listings). Pure string building, so it runs in Node and
// in workerd alike. Each generated row is a variation of a seeded one (its pictures, amenities,
// payment plan and texts), with its own development, developer, price, size, consultant and
// listing date drawn from a hash of its id: the same arguments give the same data every time.

/** Ids of generated rows start here, clear of the hand-written seeds. */
export const FIRST_GENERATED_ID = 1000

const DEVELOPMENT_WORDS = [
  [
    'Azure',
    'Cedar',
    'Coral',
    'Crescent',
    'Dune',
    'Emerald',
    'Falcon',
    'Gardenia',
    'Harbour',
    'Iris',
    'Jade',
    'Lumen',
    'Meridian',
    'Oasis',
    'Opal',
    'Palm',
    'Pearl',
    'Saffron',
    'Sapphire',
    'Sierra',
    'Solace',
    'Tidal',
    'Vista',
    'Zephyr',
  ],
  [
    'Heights',
    'Residences',
    'Gardens',
    'Towers',
    'Terraces',
    'Park',
    'Court',
    'Bay',
    'Point',
    'Square',
    'Views',
    'Walk',
  ],
]
const DEVELOPERS = [
  'Meridian Properties',
  'Crescent Bay Group',
  'Sandstone Developments',
  'Al Noor Estates',
  'Gulf Horizon',
  'Blue Dune Real Estate',
  'Palmyra Holdings',
  'Silverline Developers',
  'Qasr Living',
  'Marwa Developments',
]
const FIRST_NAMES = [
  'Amira',
  'Omar',
  'Elena',
  'Lukas',
  'Mariam',
  'Hassan',
  'Chloe',
  'Ivan',
  'Noor',
  'Matteo',
  'Sara',
  'Kenji',
  'Leila',
  'Tomas',
  'Dana',
  'Rami',
  'Ana',
  'Yusuf',
  'Mina',
  'Felix',
]
const LAST_NAMES = [
  'Haddad',
  'Novak',
  'Rahman',
  'Keller',
  'Costa',
  'Farouk',
  'Ivanova',
  'Dubois',
  'Aziz',
  'Moretti',
  'Kaya',
  'Jansen',
  'Popescu',
  'Szabo',
  'Kim',
  'Levy',
  'Romero',
  'Schmidt',
  'Nasser',
  'Ortiz',
  'Petrov',
  'Hassan',
  'Weber',
  'Lindqvist',
  'Demir',
]

const sqlList = (values) => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')
/** The nth name of a list, as a SQL expression of an integer expression. */
const pick = (values, index) =>
  `(SELECT value FROM json_each(json_array(${sqlList(values)})) WHERE key = (${index}) % ${values.length})`
/** A well-mixed non-negative integer from an id and a salt (Knuth's multiplicative hash). */
const hash = (id, salt) => `((((${id}) + ${salt}) * 2654435761) % 4294967296)`

/**
 * SQL that adds generated consultants, articles and listings until each table holds the given
 * number of rows (the seeds count too), then their titles in every seeded language.
 * @param {{ listings: number, agents: number, articles: number }} size
 */
export function scaleSql({ listings, agents, articles }) {
  const start = FIRST_GENERATED_ID
  const series = (count) => `WITH RECURSIVE n(i) AS (SELECT ${start} UNION ALL
    SELECT i + 1 FROM n WHERE i < ${start} + ${count} - 1)`
  const developmentName = (id) =>
    `(${pick(DEVELOPMENT_WORDS[0], hash(id, 11))} || ' ' || ${pick(DEVELOPMENT_WORDS[1], hash(id, 13))})`
  const listingsCte = `${series(`(${listings} - (SELECT COUNT(*) FROM properties))`)}
    , generated AS (
      SELECT n.i AS id, t.id AS template, t.title, t.area_slug, t.development, t.type, t.status,
        t.price_usd, t.bedrooms, t.bathrooms, t.size_sqft, t.handover_date, t.down_payment_percent,
        t.payment_plan, t.amenities, t.photos, t.floor_plans, t.description, t.brochure,
        t.rent_estimate_usd, t.service_charge_usd, ${developmentName('n.i % 240')} AS new_development,
        0.7 + (${hash('n.i', 17)} % 70) / 100.0 AS factor,
        ${hash('n.i', 23)} % ${agents} AS agent,
        (SELECT COUNT(*) FROM agents WHERE id < ${start}) AS seeded_agents
      FROM n JOIN properties t ON t.id = 1 + n.i % 40
    )`
  return `
-- consultants
${series(`(${agents} - (SELECT COUNT(*) FROM agents))`)}
INSERT INTO agents (id, slug, name, gender, title, bio, track_record, portfolio_usd, rating,
  review_count, expertises, languages, photo, brn, phone, email, whatsapp, years_in_dubai,
  deals_closed, reviews, sort_order)
SELECT n.i, lower(f.value || '-' || l.value) || '-' || n.i, f.value || ' ' || l.value, t.gender,
  t.title, t.bio,
  t.track_record, t.portfolio_usd, t.rating, t.review_count, t.expertises, t.languages, t.photo,
  CAST(70000 + n.i AS TEXT), '+971 50 ' || (100 + n.i % 900) || ' ' || (1000 + n.i % 9000),
  lower(f.value || '.' || l.value) || n.i || '@arcadia-estates.example',
  '97150' || (1000000 + n.i), t.years_in_dubai, t.deals_closed, t.reviews, n.i
FROM n
JOIN agents t ON t.id = 1 + n.i % 11
JOIN json_each(json_array(${sqlList(FIRST_NAMES)})) f ON f.key = ${hash('n.i', 3)} % ${FIRST_NAMES.length}
JOIN json_each(json_array(${sqlList(LAST_NAMES)})) l ON l.key = ${hash('n.i', 5)} % ${LAST_NAMES.length}
WHERE (SELECT COUNT(*) FROM agents) < ${agents};

-- articles
${series(`(${articles} - (SELECT COUNT(*) FROM blog_posts))`)}
INSERT INTO blog_posts (id, slug, title, topic, excerpt, body, key_takeaways, cover, cover_alt,
  author_id, published_at)
SELECT n.i, t.slug || '-' || n.i, t.title || ' (' || n.i || ')', t.topic, t.excerpt, t.body,
  t.key_takeaways, t.cover, t.cover_alt, t.author_id,
  date('2026-11-01', '-' || (${hash('n.i', 7)} % 2000) || ' days')
FROM n JOIN blog_posts t ON t.id = 1 + n.i % 16
WHERE (SELECT COUNT(*) FROM blog_posts) < ${articles};

-- listings: a variation of seeded listing 1 + id % 40, in that listing's community. Their titles
-- in every seeded language go in first, so the search index reads each listing once, complete.
${listingsCte}
INSERT INTO content_translations (entity, entity_key, locale, field, value)
SELECT 'property', CAST(g.id AS TEXT), t.locale, 'title',
  replace(t.value, g.development, g.new_development)
FROM generated g
JOIN content_translations t ON t.entity = 'property' AND t.entity_key = CAST(g.template AS TEXT)
  AND t.field = 'title'
WHERE (SELECT COUNT(*) FROM properties) < ${listings}
ON CONFLICT DO NOTHING;

${listingsCte}
INSERT INTO properties (id, title, area_slug, development, development_slug, developer, type, status,
  price_usd, bedrooms, bathrooms, size_sqft, handover_date, down_payment_percent, payment_plan,
  amenities, photos, floor_plans, description, brochure, agent_id, permit_number, rent_estimate_usd,
  service_charge_usd, featured, listed_at)
SELECT g.id, replace(g.title, g.development, g.new_development), g.area_slug, g.new_development,
  lower(replace(g.new_development, ' ', '-')) || '-' || g.area_slug,
  ${pick(DEVELOPERS, hash('g.id', 19))}, g.type, g.status,
  CAST(g.price_usd * g.factor AS INTEGER), g.bedrooms, g.bathrooms,
  CAST(g.size_sqft * (0.85 + g.factor / 5) AS INTEGER), g.handover_date, g.down_payment_percent,
  g.payment_plan, g.amenities, g.photos, g.floor_plans, g.description, g.brochure,
  CASE WHEN g.agent < g.seeded_agents THEN 1 + g.agent ELSE ${start} + g.agent - g.seeded_agents END,
  CAST(7100000000 + g.id AS TEXT),
  CAST(g.rent_estimate_usd * g.factor AS INTEGER), CAST(g.service_charge_usd * g.factor AS INTEGER),
  0, date('2026-11-20', '-' || (${hash('g.id', 29)} % 1100) || ' days')
FROM generated g
WHERE (SELECT COUNT(*) FROM properties) < ${listings};

-- one search index segment instead of the hundreds that row-by-row inserts leave: a lookup then
-- reads a few pages of it rather than a page of every segment
INSERT INTO catalog_newest (catalog_newest) VALUES ('optimize');
INSERT INTO catalog_price (catalog_price) VALUES ('optimize');
`
}

/** The same SQL as single statements, for D1's `batch` (no literal in it holds a semicolon). */
export const scaleStatements = (size) =>
  scaleSql(size)
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
