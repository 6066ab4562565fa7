-- Search as you type: a query of one word looks it up in the trigram indexes once (issue 14).
--
-- search_in_* (0011_search_speed.sql) look the query's two longest words up in the indexes ($3 $4
-- and $10 $11, each as typed and transliterated) and intersect the two bitmaps. For a query of one
-- word, search_suggest hands the same word twice, so every index was scanned twice and the bitmap
-- intersected with itself: four of a kind's eight index scans for nothing. Most of what is typed is
-- one word (58 of the bench's 70 queries).
--
-- Each function now runs one of two statements: when the second lookup is the first one again
-- ($10 = $3 and $11 the same as $4), the statement without it; otherwise the statement as before.
-- Two statements rather than one with "$10 IS NULL OR ...": a parameter that may switch a condition
-- off keeps the planner from taking that condition as an index condition, and queries of several
-- words lost their intersection (+90 %, measured). The answers are the same (an AND of a condition
-- with itself); tests/integration/db/search-plans.test.ts keeps both statements on their indexes.
--
-- The seven functions differ only in their table, their order and whether a full-text match also
-- counts, so they are written from one template.
DO $migration$
DECLARE
  k record;
  -- One kind's statement: %1$s the table, %2$s its order, %3$s %4$s the second lookup (in the text
  -- or the head, and in the head), %5$s %6$s a full-text match around the lookups (reference,
  -- support questions).
  statement constant text := $statement$
    WITH m AS MATERIALIZED (SELECT x.id FROM %1$s x WHERE %5$s(x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)%3$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp))%6$s LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id FROM %1$s x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4)%4$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT m.id FROM m)) c
    JOIN %1$s t ON t.id = c.id
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, %2$s
    LIMIT $8$statement$;
  fts_open text;
  fts_close text;
  one text;
  two text;
BEGIN
  FOR k IN
    SELECT * FROM (VALUES
      ('services', 't.popularity DESC, t.id', false),
      ('specialists', 't.rating_average DESC NULLS LAST, t.rating_count DESC, t.id', false),
      ('law_firms', 't.rating_average DESC NULLS LAST, t.rating_count DESC, t.id', false),
      ('reference_articles', 't.published_at DESC, t.id', true),
      ('document_templates', 't.popularity DESC, t.id', false),
      ('claim_templates', 't.popularity DESC, t.id', false),
      ('support_questions', 't.sort_order, t.id', true)
    ) AS kinds (tbl, ordering, full_text)
  LOOP
    fts_open := CASE WHEN k.full_text THEN 'x.search_vector @@ $7 OR (' ELSE '' END;
    fts_close := CASE WHEN k.full_text THEN ')' ELSE '' END;
    one := format(statement, k.tbl, k.ordering, '', '', fts_open, fts_close);
    two := format(statement, k.tbl, k.ordering,
      E'\n        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)',
      ' AND (x.search_head LIKE $10 OR x.search_head LIKE $11)', fts_open, fts_close);
    EXECUTE format($function$
CREATE OR REPLACE FUNCTION search_in_%1$s(text[], text[], text, text, text, text, tsquery, integer, integer, text, text)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
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
