-- Search as you type: each candidate is read once and each word checked once (issue 14).
--
-- search_in_* (0016_search_one_lookup.sql, written from one template) did two things twice:
--
-- - They gathered the candidates' ids from the trigram indexes, then read every candidate row
--   again by its primary key for the head and the columns of the order (150 index scans for a
--   common word). The candidates now carry those columns out of the first read.
-- - They checked every word of the query on every candidate ($1 $2), the looked-up ones included.
--   The lookups are the two longest words ($3 $4 and $10 $11), so for a query of one or two words
--   (nearly everything typed) the check repeats what the lookup already holds; it now runs only
--   for a query of three words or more. The statement's text and plan do not change: $1 and $2
--   arrive empty.
--
-- The answers are the same (tests/integration/api/search-relevance.test.ts; 312 comparisons of
-- the old and new functions on the 100× data, the bench's list and more, limits 4 and 10, with and
-- without kinds); tests/integration/db/search-plans.test.ts keeps both statements of each kind on
-- their indexes. The template is 0016's with those two changes.
DO $migration$
DECLARE
  k record;
  -- One kind's statement: %1$s the table, %2$s its order, %3$s %4$s the second lookup (in the text
  -- or the head, and in the head), %5$s %6$s a full-text match around the lookups (reference,
  -- support questions), %7$s the columns its order reads.
  statement constant text := $statement$
    WITH m AS MATERIALIZED (SELECT x.id, x.search_head, %7$s FROM %1$s x WHERE %5$s(x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)%3$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp))%6$s LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id, x.search_head, %7$s FROM %1$s x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4)%4$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT * FROM m)) t
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, %2$s
    LIMIT $8$statement$;
  fts_open text;
  fts_close text;
  one text;
  two text;
BEGIN
  FOR k IN
    SELECT * FROM (VALUES
      ('services', 't.popularity DESC, t.id', false, 'x.popularity'),
      ('specialists', 't.rating_average DESC NULLS LAST, t.rating_count DESC, t.id', false, 'x.rating_average, x.rating_count'),
      ('law_firms', 't.rating_average DESC NULLS LAST, t.rating_count DESC, t.id', false, 'x.rating_average, x.rating_count'),
      ('reference_articles', 't.published_at DESC, t.id', true, 'x.published_at'),
      ('document_templates', 't.popularity DESC, t.id', false, 'x.popularity'),
      ('claim_templates', 't.popularity DESC, t.id', false, 'x.popularity'),
      ('support_questions', 't.sort_order, t.id', true, 'x.sort_order')
    ) AS kinds (tbl, ordering, full_text, columns)
  LOOP
    fts_open := CASE WHEN k.full_text THEN 'x.search_vector @@ $7 OR (' ELSE '' END;
    fts_close := CASE WHEN k.full_text THEN ')' ELSE '' END;
    one := format(statement, k.tbl, k.ordering, '', '', fts_open, fts_close, k.columns);
    two := format(statement, k.tbl, k.ordering,
      E'\n        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)',
      ' AND (x.search_head LIKE $10 OR x.search_head LIKE $11)', fts_open, fts_close, k.columns);
    EXECUTE format($function$
CREATE OR REPLACE FUNCTION search_in_%1$s(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  checked ALIAS FOR $1;
  tchecked ALIAS FOR $2;
BEGIN
  -- The lookups are the query's two longest words: of a query of one or two words, every word.
  IF cardinality($1) <= 2 THEN
    checked := '{}';
    tchecked := '{}';
  END IF;
  IF $10 = $3 AND $11 IS NOT DISTINCT FROM $4 THEN
    RETURN QUERY
    -- search_in query, one lookup%2$s;
  ELSE
    RETURN QUERY
    -- search_in query, two lookups%3$s;
  END IF;
END
$fn$$function$, k.tbl, one, two);
  END LOOP;
END
$migration$;
