-- The catalogue: regions, practice areas, law firms, specialists and the services they offer.
-- Rows have an integer id (routes such as /services/12) and a stable unique slug (seed content,
-- imports); specialists are addressed by nickname instead.

CREATE TABLE regions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  center jsonb NOT NULL CHECK (l10n_is_valid(center, true)),
  sort_order integer NOT NULL DEFAULT 0
);

-- Specialization groups (SPEC §3 parent_specialization); they are also the service categories.
CREATE TABLE specialization_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, true)),
  icon text NOT NULL DEFAULT '' CHECK (icon = '' OR icon ~ '^[a-z0-9-]+:[a-z0-9-]+$'),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE specializations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  group_id bigint NOT NULL REFERENCES specialization_groups (id) ON DELETE RESTRICT,
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX specializations_group_idx ON specializations (group_id, sort_order);

CREATE TABLE law_firms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, false)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, false)),
  region_id bigint NOT NULL REFERENCES regions (id) ON DELETE RESTRICT,
  city jsonb NOT NULL CHECK (l10n_is_valid(city, false)),
  address jsonb NOT NULL CHECK (l10n_is_valid(address, false)),
  phone text NOT NULL CHECK (phone ~ '^\+?[0-9 ()-]{5,24}$'),
  email text CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  website text CHECK (length(website) <= 255),
  founded_year integer CHECK (founded_year BETWEEN 1900 AND 2100),
  verified boolean NOT NULL DEFAULT false,
  rating_average real CHECK (rating_average BETWEEN 1 AND 5),
  rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  logo_url text CHECK (length(logo_url) <= 500),
  -- Hue of the generated monogram logo when there is no logo image.
  logo_hue smallint NOT NULL DEFAULT 0 CHECK (logo_hue BETWEEN 0 AND 359),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (l10n_search(name) || ' ' || l10n_search(city) || ' ' || l10n_search(description)) STORED,
  CHECK ((rating_average IS NULL) = (rating_count = 0))
);
CREATE TRIGGER law_firms_updated_at BEFORE UPDATE ON law_firms FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX law_firms_region_idx ON law_firms (region_id);
CREATE INDEX law_firms_rating_idx ON law_firms (rating_average DESC NULLS LAST, rating_count DESC, id);
CREATE INDEX law_firms_search_idx ON law_firms USING gin (search_text gin_trgm_ops);

CREATE TABLE law_firm_specializations (
  law_firm_id bigint NOT NULL REFERENCES law_firms (id) ON DELETE CASCADE,
  specialization_id bigint NOT NULL REFERENCES specializations (id) ON DELETE CASCADE,
  position smallint NOT NULL DEFAULT 0,
  PRIMARY KEY (law_firm_id, specialization_id)
);
CREATE INDEX law_firm_specializations_spec_idx ON law_firm_specializations (specialization_id);

-- A specialist's public profile. user_id links it to the account that manages it (seeded
-- profiles have none until their owner signs in and claims them).
CREATE TABLE specialists (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  -- The profile path /{nickname}; reserved first segments are refused by the application
  -- (shared/routes.ts isValidNickname), whose route table knows them.
  nickname text NOT NULL UNIQUE CHECK (nickname ~ '^[a-z0-9_.]{3,32}$'),
  first_name jsonb NOT NULL CHECK (l10n_is_valid(first_name, false)),
  last_name jsonb NOT NULL CHECK (l10n_is_valid(last_name, false)),
  patronymic jsonb CHECK (l10n_is_valid(patronymic, false)),
  gender text CHECK (gender IN ('male', 'female')),
  profession text NOT NULL CHECK (profession IN ('advocate', 'lawyer', 'notary', 'mediator', 'patent-attorney')),
  bio jsonb CHECK (l10n_is_valid(bio, false)),
  photo_url text CHECK (length(photo_url) <= 500),
  -- Hue of the generated initials avatar when there is no photo.
  avatar_hue smallint NOT NULL DEFAULT 0 CHECK (avatar_hue BETWEEN 0 AND 359),
  phone text CHECK (phone ~ '^\+?[0-9 ()-]{5,24}$'),
  languages text[] NOT NULL DEFAULT '{uz}' CHECK (cardinality(languages) BETWEEN 1 AND 3 AND languages <@ ARRAY['uz', 'ru', 'en']),
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  law_firm_id bigint REFERENCES law_firms (id) ON DELETE SET NULL,
  region_id bigint REFERENCES regions (id) ON DELETE RESTRICT,
  rating_average real CHECK (rating_average BETWEEN 1 AND 5),
  rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  member_since date NOT NULL DEFAULT CURRENT_DATE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (
    nickname || ' ' || l10n_search(first_name) || ' ' || l10n_search(last_name) || ' ' || l10n_search(bio)
  ) STORED,
  CHECK ((rating_average IS NULL) = (rating_count = 0)),
  CHECK (verified OR verified_at IS NULL)
);
CREATE TRIGGER specialists_updated_at BEFORE UPDATE ON specialists FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX specialists_law_firm_idx ON specialists (law_firm_id);
CREATE INDEX specialists_region_idx ON specialists (region_id);
CREATE INDEX specialists_rating_idx ON specialists (rating_average DESC NULLS LAST, rating_count DESC, id);
CREATE INDEX specialists_languages_idx ON specialists USING gin (languages);
CREATE INDEX specialists_search_idx ON specialists USING gin (search_text gin_trgm_ops);

-- The specializations of a specialist (a user's specializations, through their profile).
CREATE TABLE specialist_specializations (
  specialist_id bigint NOT NULL REFERENCES specialists (id) ON DELETE CASCADE,
  specialization_id bigint NOT NULL REFERENCES specializations (id) ON DELETE CASCADE,
  -- 0 is the main specialization.
  position smallint NOT NULL DEFAULT 0 CHECK (position >= 0),
  PRIMARY KEY (specialist_id, specialization_id)
);
CREATE INDEX specialist_specializations_spec_idx ON specialist_specializations (specialization_id);

-- Links as the specialist typed them; the application normalizes them for display (SPEC §5).
CREATE TABLE specialist_social_links (
  specialist_id bigint NOT NULL REFERENCES specialists (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  network text NOT NULL CHECK (network IN ('telegram', 'instagram', 'facebook', 'linkedin', 'website')),
  value text NOT NULL CHECK (length(btrim(value)) BETWEEN 1 AND 255),
  PRIMARY KEY (specialist_id, position)
);

-- Work experience entries; months are stored as the first day of the month.
CREATE TABLE specialist_experience (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  specialist_id bigint NOT NULL REFERENCES specialists (id) ON DELETE CASCADE,
  organization jsonb NOT NULL CHECK (l10n_is_valid(organization, false)),
  position jsonb NOT NULL CHECK (l10n_is_valid(position, false)),
  started_on date NOT NULL CHECK (extract(day FROM started_on) = 1),
  -- NULL: to the present.
  ended_on date CHECK (extract(day FROM ended_on) = 1),
  CHECK (ended_on IS NULL OR ended_on >= started_on)
);
CREATE INDEX specialist_experience_specialist_idx ON specialist_experience (specialist_id, started_on DESC);

-- A service on sale, offered by one specialist or one law firm; its category is a specialization group.
CREATE TABLE services (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  group_id bigint NOT NULL REFERENCES specialization_groups (id) ON DELETE RESTRICT,
  title jsonb NOT NULL CHECK (l10n_is_valid(title, false)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, false)),
  deliverables jsonb NOT NULL DEFAULT '[]' CHECK (l10n_array_is_valid(deliverables)),
  -- Tiyin (1 so'm = 100 tiyin).
  price bigint NOT NULL CHECK (price >= 0),
  -- 'from': the price is a lower bound.
  price_kind text NOT NULL DEFAULT 'fixed' CHECK (price_kind IN ('fixed', 'from')),
  duration_value integer CHECK (duration_value > 0),
  duration_unit text CHECK (duration_unit IN ('minute', 'hour', 'day', 'week', 'month')),
  format text NOT NULL DEFAULT 'online-or-office' CHECK (format IN ('online', 'office', 'online-or-office')),
  specialist_id bigint REFERENCES specialists (id) ON DELETE CASCADE,
  law_firm_id bigint REFERENCES law_firms (id) ON DELETE CASCADE,
  popularity integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (l10n_search(title) || ' ' || l10n_search(description)) STORED,
  CHECK (num_nonnulls(specialist_id, law_firm_id) = 1),
  CHECK ((duration_value IS NULL) = (duration_unit IS NULL))
);
CREATE TRIGGER services_updated_at BEFORE UPDATE ON services FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX services_group_idx ON services (group_id, popularity DESC, id) WHERE published;
CREATE INDEX services_popular_idx ON services (popularity DESC, id) WHERE published;
CREATE INDEX services_price_idx ON services (price, id) WHERE published;
CREATE INDEX services_created_idx ON services (created_at DESC, id) WHERE published;
CREATE INDEX services_specialist_idx ON services (specialist_id);
CREATE INDEX services_law_firm_idx ON services (law_firm_id);
CREATE INDEX services_search_idx ON services USING gin (search_text gin_trgm_ops);

CREATE TABLE service_specializations (
  service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  specialization_id bigint NOT NULL REFERENCES specializations (id) ON DELETE CASCADE,
  PRIMARY KEY (service_id, specialization_id)
);
CREATE INDEX service_specializations_spec_idx ON service_specializations (specialization_id);
