-- Foundation: trigram search, and the functions that localized text, search and timestamps share.
-- Localized text is JSONB {"uz","ru","en"} (DESIGN.md §4), read with the fallback uz → ru → en.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Valid localized text: an object with only uz/ru/en keys holding strings; `complete` demands all
-- three non-blank (catalogue content), otherwise at least one (text a user wrote in one language).
-- The validators are STRICT: NULL stays NULL, which a CHECK accepts (NOT NULL is said separately).
CREATE FUNCTION l10n_is_valid(value jsonb, complete boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(value) = 'object'
     AND (value - 'uz' - 'ru' - 'en') = '{}'::jsonb
     AND coalesce(jsonb_typeof(value -> 'uz'), 'string') = 'string'
     AND coalesce(jsonb_typeof(value -> 'ru'), 'string') = 'string'
     AND coalesce(jsonb_typeof(value -> 'en'), 'string') = 'string'
     AND CASE WHEN complete
          THEN btrim(coalesce(value ->> 'uz', '')) <> ''
           AND btrim(coalesce(value ->> 'ru', '')) <> ''
           AND btrim(coalesce(value ->> 'en', '')) <> ''
          ELSE btrim(coalesce(value ->> 'uz', '') || coalesce(value ->> 'ru', '') || coalesce(value ->> 'en', '')) <> ''
         END
$$;

-- Localized rich text: {"uz": Block[], "ru": Block[], "en": Block[]}, each a JSON array.
CREATE FUNCTION l10n_rich_is_valid(value jsonb, complete boolean) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(value) = 'object'
     AND (value - 'uz' - 'ru' - 'en') = '{}'::jsonb
     AND coalesce(jsonb_typeof(value -> 'uz'), 'array') = 'array'
     AND coalesce(jsonb_typeof(value -> 'ru'), 'array') = 'array'
     AND coalesce(jsonb_typeof(value -> 'en'), 'array') = 'array'
     AND CASE WHEN complete
          THEN jsonb_array_length(coalesce(value -> 'uz', '[]')) > 0
           AND jsonb_array_length(coalesce(value -> 'ru', '[]')) > 0
           AND jsonb_array_length(coalesce(value -> 'en', '[]')) > 0
          ELSE value <> '{}'::jsonb
         END
$$;

-- A JSON array whose every element is localized text (deliverables, attachments).
CREATE FUNCTION l10n_array_is_valid(value jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(value) = 'array'
     AND coalesce((SELECT bool_and(l10n_is_valid(item, true)) FROM jsonb_array_elements(value) AS item), true)
$$;

-- The text in one language, with the fallback uz → ru → en.
CREATE FUNCTION l10n_text(value jsonb, locale text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(nullif(value ->> locale, ''), nullif(value ->> 'uz', ''), nullif(value ->> 'ru', ''),
                  nullif(value ->> 'en', ''), '')
$$;

-- Search normal form, applied alike to stored text and to queries: lower case, ё as е, and no
-- apostrophes, so "Oʻzbekiston", "O'zbekiston" and "Ozbekiston" meet.
CREATE FUNCTION search_norm(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(value), 'ёʻʼ‘’''`´', 'е')
$$;

-- All three languages of localized text as one searchable string (Latin and Cyrillic alike).
CREATE FUNCTION l10n_search(value jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_norm(coalesce(value ->> 'uz', '') || ' ' || coalesce(value ->> 'ru', '') || ' ' || coalesce(value ->> 'en', ''))
$$;

-- The plain text of a rich-text document (every "text" value, in document order).
CREATE FUNCTION richtext_plain(doc jsonb) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(t #>> '{}', ' '), '') FROM jsonb_path_query(doc, 'strict $.**.text') AS t
$$;

-- Full-text vector of localized text: Uzbek with 'simple' (PostgreSQL has no Uzbek dictionary),
-- Russian and English stemmed. A query uses the config of the page's language.
CREATE FUNCTION l10n_tsvector(value jsonb, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(value ->> 'uz', '')), weight)
      || setweight(to_tsvector('russian'::regconfig, coalesce(value ->> 'ru', '')), weight)
      || setweight(to_tsvector('english'::regconfig, coalesce(value ->> 'en', '')), weight)
$$;

CREATE FUNCTION l10n_rich_tsvector(value jsonb, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, richtext_plain(value -> 'uz')), weight)
      || setweight(to_tsvector('russian'::regconfig, richtext_plain(value -> 'ru')), weight)
      || setweight(to_tsvector('english'::regconfig, richtext_plain(value -> 'en')), weight)
$$;

CREATE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
