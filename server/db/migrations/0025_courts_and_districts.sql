-- The right court for every district (issue 28, ADR 015). The courts become the 341 of the public
-- lists, with the level they sit at and an address only where a source gives one; the 210 districts
-- and cities of the 14 regions come in with, per court type, the court that serves each, how sure
-- that link is, why, the other plausible courts and the sources (docs/courts.md). The seed writes
-- the rows (server/db/seed/content/courts.json, districts.json); this migration makes room for them.

ALTER TABLE courts ADD COLUMN level text NOT NULL DEFAULT 'first_instance' CHECK (level IN ('first_instance', 'appeal_cassation'));
-- No source gives most courts' street address: null then, never a placeholder. Where one does, it
-- is written as the source writes it (Uzbek; Russian only where a Russian text was found).
ALTER TABLE courts ALTER COLUMN address DROP NOT NULL;
ALTER TABLE courts DROP CONSTRAINT courts_address_check;
ALTER TABLE courts ADD CONSTRAINT courts_address_check CHECK (address IS NULL OR l10n_is_valid(address, false));
ALTER TABLE courts ADD COLUMN phone text CHECK (length(phone) <= 60);
ALTER TABLE courts ADD COLUMN email text CHECK (length(email) <= 120);
ALTER TABLE courts ADD COLUMN sources text[] NOT NULL DEFAULT '{}';
ALTER TABLE courts ADD COLUMN note text NOT NULL DEFAULT '';
-- A court of the earlier seed that a visitor's claim still names: kept so the claim shows it, out
-- of the lists and the helper (the seed's rows are all current).
ALTER TABLE courts ADD COLUMN retired boolean NOT NULL DEFAULT false;

-- Every court so far came from the earlier seed, whose addresses were placeholders written for it.
-- Those no claim names go; the others stay, retired, with the address no source gave taken away.
DELETE FROM courts ct
WHERE NOT EXISTS (SELECT 1 FROM user_claims c WHERE c.court_id = ct.id OR c.filed_court_id = ct.id OR c.answers #>> '{court,courtId}' = ct.id::text)
  AND NOT EXISTS (SELECT 1 FROM user_claim_versions v WHERE v.answers #>> '{court,courtId}' = ct.id::text);
UPDATE courts SET retired = true, address = NULL,
  note = 'A court of the earlier list, kept for the claims that name it; not in the 2026 lists under this name.';
CREATE INDEX courts_current_idx ON courts (region_id, type) WHERE NOT retired;

-- Districts (tuman), cities (shahar) and city districts (shahar tumani), keyed by their SOATO code
-- (7 digits, 10 for a district of a city; for one without a code yet, '<region code>-<slug>': Yangi Toshkent, '1726-yangi-toshkent').
CREATE TABLE districts (
  id text PRIMARY KEY CHECK (id ~ '^[0-9]{7}([0-9]{3})?$' OR id ~ '^[0-9]{4}-[a-z0-9]+(-[a-z0-9]+)*$'),
  region_id bigint NOT NULL REFERENCES regions (id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('tuman', 'shahar', 'shahar_tumani')),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  -- The name it had before a renaming (Boʻz → Boʻston), for a visitor who knows the old one.
  former_name jsonb CHECK (former_name IS NULL OR l10n_is_valid(former_name, false)),
  sources text[] NOT NULL DEFAULT '{}',
  note text NOT NULL DEFAULT ''
);
CREATE INDEX districts_region_idx ON districts (region_id);

-- The court of each type that serves a district. No official district→court table was found, so
-- every link is inferred and says how sure it is: certainty, basis (seat, seat_city, district_court,
-- region_single_court, third_party_map, proximity), the other plausible courts of
-- the region, and the sources of the link where it has its own.
CREATE TABLE district_courts (
  district_id text NOT NULL REFERENCES districts (id) ON DELETE CASCADE,
  court_type text NOT NULL CHECK (court_type IN ('civil', 'criminal', 'economic', 'administrative')),
  court_id bigint NOT NULL REFERENCES courts (id) ON DELETE RESTRICT,
  certainty text NOT NULL CHECK (certainty IN ('high', 'medium', 'low')),
  basis text NOT NULL CHECK (basis ~ '^[a-z_]{1,40}$'),
  alternatives bigint[] NOT NULL DEFAULT '{}',
  sources text[] NOT NULL DEFAULT '{}',
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (district_id, court_type)
);
CREATE INDEX district_courts_court_idx ON district_courts (court_id);
