-- Search as you type finds full-text matches without reading the full-text vectors (issue 14).
--
-- Reference articles and support questions are also found by their stemmed words
-- (`search_vector @@ $7`, whose vector covers the article's body: about 10 KB a row, kept out of
-- line in the table's TOAST). 0017 gathered those candidates with the trigram ones in one bitmap
-- scan: `search_vector @@ $7 OR (the words as typed …)`. The scan could not tell from the bitmap
-- which branch found a row, so it evaluated the whole condition on every candidate, and every
-- candidate's vector was fetched from TOAST and decompressed, once for the recheck and once for the
-- filter. On the 100× data that was two thirds of what a reference search cost ("divorce": 877
-- buffers, 766 of them the vectors).
--
-- Each branch is now its own scan, at most $9 rows each: the full-text one is answered by its GIN
-- index alone (an exact match needs no recheck), so its rows' vectors stay where they are. The
-- candidates are the first $9 of the two together in the table's order, which is the order either
-- bitmap scan reads in: the first $9 of their union are among the first $9 of each, so the
-- candidates, the totals and the answers are those of 0017 (tests/integration/api/search-relevance
-- .test.ts; compared on the 100× data, the bench's list and more, limits 4 and 10, with and
-- without kinds). tests/integration/db/search-plans.test.ts fails when a plan evaluates the
-- vector other than in its index. The other kinds keep 0017's functions; the template is 0017's
-- with that one change.
DO $migration$
DECLARE
  k record;
  -- One kind's statement: %1$s the table, %2$s its order, %3$s %4$s the second lookup (in the text
  -- or the head, and in the head), %5$s the columns its order reads, %6$s the same read from u.
  statement constant text := $statement$
    WITH m AS MATERIALIZED (SELECT u.id, u.search_head, %6$s FROM ((SELECT x.ctid, x.id, x.search_head, %5$s FROM %1$s x WHERE (x.search_text LIKE $3 OR x.search_text LIKE $4 OR x.search_head LIKE $3 OR x.search_head LIKE $4)%3$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_text LIKE w.p OR x.search_text LIKE w.tp OR x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9)
        UNION (SELECT x.ctid, x.id, x.search_head, %5$s FROM %1$s x WHERE x.search_vector @@ $7 LIMIT $9)) u ORDER BY u.ctid LIMIT $9)
    SELECT t.id, (SELECT count(*)::int FROM m)
    FROM ((SELECT x.id, x.search_head, %5$s FROM %1$s x WHERE (x.search_head LIKE $3 OR x.search_head LIKE $4)%4$s
        AND NOT EXISTS (SELECT FROM unnest($1, $2) w (p, tp) WHERE NOT (x.search_head LIKE w.p OR x.search_head LIKE w.tp)) LIMIT $9) UNION (SELECT * FROM m)) t
    ORDER BY nullif(strpos(t.search_head, $5), 0) ASC NULLS LAST, nullif(strpos(t.search_head, $6), 0) ASC NULLS LAST, %2$s
    LIMIT $8$statement$;
  one text;
  two text;
BEGIN
  FOR k IN
    SELECT * FROM (VALUES
      ('reference_articles', 't.published_at DESC, t.id', 'x.published_at'),
      ('support_questions', 't.sort_order, t.id', 'x.sort_order')
    ) AS kinds (tbl, ordering, columns)
  LOOP
    one := format(statement, k.tbl, k.ordering, '', '', k.columns, replace(k.columns, 'x.', 'u.'));
    two := format(statement, k.tbl, k.ordering,
      E'\n        AND (x.search_text LIKE $10 OR x.search_text LIKE $11 OR x.search_head LIKE $10 OR x.search_head LIKE $11)',
      ' AND (x.search_head LIKE $10 OR x.search_head LIKE $11)', k.columns, replace(k.columns, 'x.', 'u.'));
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
