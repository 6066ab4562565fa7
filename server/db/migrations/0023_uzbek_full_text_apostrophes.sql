-- Uzbek full text meets a word however its apostrophe is typed.
--
-- The trigram side of search folds apostrophes away (search_norm: "toʻlov", "to‘lov", "to'lov" and
-- "tolov" are all "tolov"), but the Uzbek part of the full-text vectors (0001: 'simple', the text as
-- written) did not: the parser keeps "ʻ" (U+02BB, a letter) inside the word and splits at "'" (the
-- apostrophe a phone or a laptop types), so "toʻlov" found the support answers about payment and
-- "to'lov" found none (0 against 4 on the seeded content, in the help centre and in the landing's
-- suggestions). The Uzbek text of the vectors and the Uzbek reading of a query are now both
-- search_norm'd; the Russian and English parts stay as their dictionaries want them.
--
-- The vectors are stored (generated columns of reference_articles and support_questions): they are
-- computed again here, with updated_at left as it was, since nothing in the rows changed. The list
-- endpoints' query side is server/domain/sql.ts fullTextQuery; search_suggest's is replaced below,
-- its one changed line found in its own definition (0021 wrote it from a template).
CREATE OR REPLACE FUNCTION l10n_tsvector(value jsonb, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, search_norm(coalesce(value ->> 'uz', ''))), weight)
      || setweight(to_tsvector('russian'::regconfig, coalesce(value ->> 'ru', '')), weight)
      || setweight(to_tsvector('english'::regconfig, coalesce(value ->> 'en', '')), weight)
$$;

CREATE OR REPLACE FUNCTION l10n_rich_tsvector(value jsonb, weight "char") RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, search_norm(richtext_plain(value -> 'uz'))), weight)
      || setweight(to_tsvector('russian'::regconfig, richtext_plain(value -> 'ru')), weight)
      || setweight(to_tsvector('english'::regconfig, richtext_plain(value -> 'en')), weight)
$$;

DO $migration$
DECLARE
  tbl text;
  def text;
  fixed text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['reference_articles', 'support_questions']
  LOOP
    EXECUTE format('ALTER TABLE %I DISABLE TRIGGER USER', tbl);
    EXECUTE format('UPDATE %I SET search_vector = DEFAULT', tbl);
    EXECUTE format('ALTER TABLE %I ENABLE TRIGGER USER', tbl);
  END LOOP;

  def := pg_get_functiondef('search_suggest(text, integer, integer, integer, text[])'::regprocedure);
  fixed := replace(def, $s$websearch_to_tsquery('simple', q)$s$, $s$websearch_to_tsquery('simple', whole)$s$);
  IF fixed = def THEN
    RAISE EXCEPTION 'search_suggest: its Uzbek tsquery (websearch_to_tsquery(''simple'', q)) was not found';
  END IF;
  EXECUTE fixed;
END
$migration$;
