-- Communities (the "location" filter) and the listings in them.
CREATE TABLE areas (
  slug TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  -- the neighbourhood text shown on every property of the area
  neighbourhood TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE properties (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  area_slug TEXT NOT NULL REFERENCES areas (slug),
  development TEXT NOT NULL,
  development_slug TEXT NOT NULL,
  developer TEXT NOT NULL,
  type TEXT NOT NULL
    CHECK (type IN ('apartment', 'villa', 'townhouse', 'penthouse', 'land', 'office', 'retail')),
  status TEXT NOT NULL CHECK (status IN ('off-plan', 'ready')),
  price_usd INTEGER NOT NULL CHECK (price_usd > 0),
  -- 0 is a studio; NULL for land and commercial units, which have no bedrooms to count
  bedrooms INTEGER CHECK (bedrooms >= 0),
  bathrooms INTEGER CHECK (bathrooms >= 0),
  size_sqft INTEGER NOT NULL CHECK (size_sqft > 0),
  -- off-plan only: YYYY-MM-DD, the percentage due on booking, and a JSON array of
  -- {milestone, percent, dueDate} instalments (dueDate YYYY-MM-DD or null for "on handover")
  handover_date TEXT,
  down_payment_percent INTEGER CHECK (down_payment_percent BETWEEN 0 AND 100),
  payment_plan TEXT,
  -- JSON arrays of strings and of {key, alt} / {label, key, alt} image references
  amenities TEXT NOT NULL DEFAULT '[]',
  photos TEXT NOT NULL DEFAULT '[]',
  floor_plans TEXT NOT NULL DEFAULT '[]',
  description TEXT NOT NULL,
  -- file name of the brochure, sent after the visitor leaves their details
  brochure TEXT,
  agent_id INTEGER NOT NULL REFERENCES agents (id),
  -- Dubai Land Department advertising permit (Trakheesi), required on every advert
  permit_number TEXT NOT NULL,
  -- estimated annual rent, for the gross yield
  rent_estimate_usd INTEGER,
  service_charge_usd INTEGER,
  featured INTEGER NOT NULL DEFAULT 0,
  listed_at TEXT NOT NULL
);

CREATE INDEX properties_listed ON properties (listed_at DESC, id DESC);
CREATE INDEX properties_area ON properties (area_slug);
CREATE INDEX properties_development ON properties (development_slug);
CREATE INDEX properties_price ON properties (price_usd);
CREATE INDEX properties_bedrooms ON properties (bedrooms);
CREATE INDEX properties_agent ON properties (agent_id);
