-- The forgiving search measures a word of one once per candidate that passes, not twice (issue 14).
--
-- search_near_* (0011_search_speed.sql) runs when a kind has no match as typed (a typo: "divorse",
-- "alimnt"). Its candidates come from the head's trigram index, and each is checked with the
-- query's longest word ($2 <% head: a word similarity computed on the head, about 30 µs on the
-- 100× data, what the forgiving search costs). Then every word of the query was checked again
-- (NOT EXISTS … NOT (w.word <% head)) and every word's distance computed for the order. For a
-- query of one word (nearly every typo) that word is the longest: its check was computed a second
-- time on every candidate that passed, and the subqueries over unnest($1) ran for one element.
-- A query of one word now runs a statement that orders by that word's distance alone; the answers
-- are the same (the sum over one word is that word's distance; compared on the 100× data on both
-- engines). A query of two words or more runs 0011's statement unchanged.
-- tests/integration/db/search-plans.test.ts keeps both on the head's index.
DO $migration$
DECLARE
  tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['services', 'specialists', 'law_firms', 'reference_articles', 'document_templates', 'claim_templates', 'support_questions']
  LOOP
    EXECUTE format($function$
CREATE OR REPLACE FUNCTION search_near_%1$s(text[], text, integer, integer)
RETURNS TABLE (hit_id bigint, hit_total integer) LANGUAGE plpgsql STABLE AS $fn$
BEGIN
  IF cardinality($1) = 1 THEN
    RETURN QUERY
      -- search_near query, one word
      SELECT c.id, (count(*) OVER ())::int
      FROM (SELECT x.id, x.search_head FROM %1$s x WHERE $2 <%% x.search_head LIMIT $4) c
      ORDER BY $2 <<-> c.search_head, c.id
      LIMIT $3;
  ELSE
    RETURN QUERY
      -- search_near query, more words
      SELECT c.id, (count(*) OVER ())::int
      FROM (SELECT x.id, x.search_head FROM %1$s x WHERE $2 <%% x.search_head LIMIT $4) c
      WHERE NOT EXISTS (SELECT FROM unnest($1) w (word) WHERE NOT (w.word <%% c.search_head))
      ORDER BY (SELECT sum(w.word <<-> c.search_head) FROM unnest($1) w (word)), c.id
      LIMIT $3;
  END IF;
END
$fn$$function$, tbl);
  END LOOP;
END
$migration$;
