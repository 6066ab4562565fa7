-- Search as you type (GET /api/v1/search, the landing page's suggestions, server/domain/search.ts).
--
-- A short searchable head per row: the title or the name in all three languages (search_norm
-- form), then the same transliterated to Latin, after a leading space (so a word's beginning is
-- always " word"), with a trigram GIN index of its own. A word is found as typed in search_text
-- (title and description) or in the head, and in its transliteration: Uzbek typed in Cyrillic
-- ("ажралиш") meets the Latin text, Russian typed in Latin ("razvod") meets the Russian title.
-- A word of one or two characters (the first letters typed) is found where a word begins
-- ("% ра%": its trigrams "  р" and " ра" are in the index). The forgiving match (typos, other
-- word forms: pg_trgm word similarity) runs only for a kind with no match as typed, on the heads
-- (a similarity costs in proportion to the text's length: the head is a fifth of search_text),
-- on a bounded candidate set.
--
-- The statements of search_in_* and search_near_* are kept by tests/integration/db/search-plans
-- .test.ts: it reads them back from pg_proc and fails when one stops using its index.

-- Cyrillic (Russian and Uzbek) to the Latin an Uzbek or Russian reader types; Latin passes as is.
-- Input is search_norm'd (lower case, ё → е, no apostrophes).
CREATE FUNCTION search_translit(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(value,
      'ш', 'sh'), 'щ', 'sh'), 'ч', 'ch'), 'ж', 'j'), 'ю', 'yu'), 'я', 'ya'), 'ц', 'ts'),
    'абвгдезийклмнопрстуфхыэўқғҳъь',
    'abvgdeziyklmnoprstufxyeoqgh')
$$;

-- The head of a row as the suggestion query searches it: as written, then transliterated.
CREATE FUNCTION search_head(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ' ' || value || ' ' || search_translit(value)
$$;

-- A folded word's LIKE pattern: anywhere (three characters or more), else where a word begins.
CREATE FUNCTION search_like_pattern(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN char_length(word) >= 3 THEN '%' ELSE '% ' END
    || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

ALTER TABLE services ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(title))) STORED;
ALTER TABLE specialists ADD COLUMN search_head text
  GENERATED ALWAYS AS (search_head(nickname || ' ' || l10n_search(first_name) || ' ' || l10n_search(last_name))) STORED;
ALTER TABLE law_firms ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(name))) STORED;
ALTER TABLE reference_articles ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(title))) STORED;
ALTER TABLE document_templates ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(title))) STORED;
ALTER TABLE claim_templates ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(title))) STORED;
ALTER TABLE support_questions ADD COLUMN search_head text GENERATED ALWAYS AS (search_head(l10n_search(question))) STORED;

CREATE INDEX services_search_head_idx ON services USING gin (search_head gin_trgm_ops);
CREATE INDEX specialists_search_head_idx ON specialists USING gin (search_head gin_trgm_ops);
CREATE INDEX law_firms_search_head_idx ON law_firms USING gin (search_head gin_trgm_ops);
CREATE INDEX reference_articles_search_head_idx ON reference_articles USING gin (search_head gin_trgm_ops);
CREATE INDEX document_templates_search_head_idx ON document_templates USING gin (search_head gin_trgm_ops);
CREATE INDEX claim_templates_search_head_idx ON claim_templates USING gin (search_head gin_trgm_ops);
CREATE INDEX support_questions_search_head_idx ON support_questions USING gin (search_head gin_trgm_ops);

-- One kind's matches as typed ($1 the words' LIKE patterns, $2 their transliterations' (each
-- word matches as typed or transliterated, in the text or the head), $3 $4 the longest word's
-- two patterns (looked up in the trigram indexes), $5 the whole query folded, $6 transliterated
-- (ranking: found in the head first, earlier before later, then the kind's order), $7 the full-text
-- query (reference articles, support questions: stemmed forms), $8 how many, $9 the bound on
-- candidates and on the total) and its near matches ($1 the folded words, $2 the longest,
-- $3 how many, $4 the bound on the longest word's candidates, before the other words are checked). Generated per kind: only the table and order differ.

CREATE FUNCTION search_in_services(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM services x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM services x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN services t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.popularity DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_services(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM services x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_specialists(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM specialists x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM specialists x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN specialists t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.rating_average DESC NULLS LAST, t.rating_count DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_specialists(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM specialists x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_law_firms(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM law_firms x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM law_firms x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN law_firms t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.rating_average DESC NULLS LAST, t.rating_count DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_law_firms(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM law_firms x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_reference_articles(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM reference_articles x WHERE (x.search_vector @@ $7 OR ((x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)))) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM reference_articles x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN reference_articles t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.published_at DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_reference_articles(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM reference_articles x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_document_templates(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM document_templates x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM document_templates x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN document_templates t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.popularity DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_document_templates(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM document_templates x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_claim_templates(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM claim_templates x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM claim_templates x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN claim_templates t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.popularity DESC, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_claim_templates(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM claim_templates x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

CREATE FUNCTION search_in_support_questions(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_in query
    WITH m AS MATERIALIZED (SELECT x.id FROM support_questions x WHERE (x.search_vector @@ $7 OR ((x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)
        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)))) LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM support_questions x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4) AND (x.search_head LIKE $10 OR x.search_head LIKE $11)
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN support_questions t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, t.sort_order, t.id
    LIMIT $8;
END
$fn$;

CREATE FUNCTION search_near_support_questions(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  RETURN QUERY
    -- search_near query
    SELECT c.id, (count(*) OVER ())::int
    FROM (SELECT x.id, x.search_head FROM support_questions x WHERE $2 <% x.search_head LIMIT $4) c
    WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <% c.search_head))
    ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
    LIMIT $3;
END
$fn$;

-- Every kind's (or the `wanted` kinds') best `lim` matches for `q` (trimmed, single spaces), in the
-- order of the API's groups: as typed (search_in_*: up to `cap` candidates from the trigram indexes, ranked; the
-- total counted up to `cap`), and for a kind with none, when every word has three characters or
-- more, forgiving (search_near_*: up to `fcap` near candidates, nearest first). Sequential scans
-- are priced out (the planner guesses a LIKE pattern's selectivity from its length alone and does
-- not price reading the TOASTed search_text of a wide row, so with a LIMIT it expects a scan to
-- meet enough matches early: some 1 500 services read, 10 ms, where the index hands over the
-- hundred candidates in 0.4 ms), and the plans are generic: planned once per connection, as
-- their shape does not depend on the query.
CREATE FUNCTION search_suggest(q text, lim integer, cap integer, fcap integer, wanted text[] DEFAULT NULL)
RETURNS TABLE (kind text, id bigint, total integer)
LANGUAGE plpgsql STABLE SET enable_seqscan = off SET plan_cache_mode = force_generic_plan AS $fn$
DECLARE
  whole text := search_norm(q);
  twhole text := search_translit(search_norm(q));
  words text[];
  pats text[];
  tpats text[];
  kp text;
  ktp text;
  kp2 text;
  ktp2 text;
  tsq tsquery;
  forgive boolean;
  n integer;
BEGIN
  words := ARRAY(SELECT u.word FROM unnest(string_to_array(whole, ' ')) WITH ORDINALITY u (word, o) WHERE u.word <> '' ORDER BY u.o LIMIT 8);
  IF cardinality(words) = 0 THEN
    RETURN;
  END IF;
  pats := ARRAY(SELECT search_like_pattern(u.word) FROM unnest(words) WITH ORDINALITY u (word, o) ORDER BY u.o);
  tpats := ARRAY(SELECT search_like_pattern(search_translit(u.word)) FROM unnest(words) WITH ORDINALITY u (word, o) ORDER BY u.o);
  -- The two longest words are looked up in the indexes (the one word twice); every word is
  -- checked on the candidates.
  SELECT search_like_pattern(u.word), search_like_pattern(search_translit(u.word)) INTO kp, ktp
    FROM unnest(words) WITH ORDINALITY u (word, o) ORDER BY char_length(u.word) DESC, u.o LIMIT 1;
  SELECT search_like_pattern(u.word), search_like_pattern(search_translit(u.word)) INTO kp2, ktp2
    FROM unnest(words) WITH ORDINALITY u (word, o) ORDER BY char_length(u.word) DESC, u.o LIMIT 1 OFFSET least(1, cardinality(words) - 1);
  forgive := (SELECT min(char_length(u.word)) FROM unnest(words) u (word)) >= 3;
  tsq := websearch_to_tsquery('simple', q) || websearch_to_tsquery('russian', q) || websearch_to_tsquery('english', q);

  IF wanted IS NULL OR 'services' = ANY(wanted) THEN
    RETURN QUERY SELECT 'services'::text, s.hit_id, s.hit_total FROM search_in_services(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'services'::text, s.hit_id, s.hit_total FROM search_near_services(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'specialists' = ANY(wanted) THEN
    RETURN QUERY SELECT 'specialists'::text, s.hit_id, s.hit_total FROM search_in_specialists(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'specialists'::text, s.hit_id, s.hit_total FROM search_near_specialists(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'lawfirms' = ANY(wanted) THEN
    RETURN QUERY SELECT 'lawfirms'::text, s.hit_id, s.hit_total FROM search_in_law_firms(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'lawfirms'::text, s.hit_id, s.hit_total FROM search_near_law_firms(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'reference' = ANY(wanted) THEN
    RETURN QUERY SELECT 'reference'::text, s.hit_id, s.hit_total FROM search_in_reference_articles(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'reference'::text, s.hit_id, s.hit_total FROM search_near_reference_articles(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'documentTemplates' = ANY(wanted) THEN
    RETURN QUERY SELECT 'documentTemplates'::text, s.hit_id, s.hit_total FROM search_in_document_templates(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'documentTemplates'::text, s.hit_id, s.hit_total FROM search_near_document_templates(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'claimTemplates' = ANY(wanted) THEN
    RETURN QUERY SELECT 'claimTemplates'::text, s.hit_id, s.hit_total FROM search_in_claim_templates(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'claimTemplates'::text, s.hit_id, s.hit_total FROM search_near_claim_templates(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
  IF wanted IS NULL OR 'supportQuestions' = ANY(wanted) THEN
    RETURN QUERY SELECT 'supportQuestions'::text, s.hit_id, s.hit_total FROM search_in_support_questions(pats, tpats, kp, ktp, whole, twhole, tsq, lim, cap, kp2, ktp2) s;
    GET DIAGNOSTICS n = ROW_COUNT;
    IF n = 0 AND forgive THEN
      RETURN QUERY SELECT 'supportQuestions'::text, s.hit_id, s.hit_total FROM search_near_support_questions(words, (SELECT u.word FROM unnest(words) u (word) ORDER BY char_length(u.word) DESC LIMIT 1), lim, fcap) s;
    END IF;
  END IF;
END
$fn$;
