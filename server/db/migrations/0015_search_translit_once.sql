-- Search as you type looks a word up once when its transliteration is the word itself (issue 14).
--
-- search_suggest (0011_search_speed.sql) hands each search_in_* the longest words' LIKE patterns
-- as typed and transliterated, and the functions look both up in the trigram indexes. For a word
-- in Latin letters (Uzbek and English, most of what is typed) the two are the same, so every
-- index was scanned twice for one answer. Now the transliterated pattern is NULL when it equals
-- the typed one: an index scan for NULL finds nothing at once, and the typed pattern alone finds
-- the rows. Only the index lookups change; every word is still checked on the candidates with
-- both of its patterns, so the answers are the same (tests/integration/api/search-relevance.test.ts).
CREATE OR REPLACE FUNCTION search_suggest(q text, lim integer, cap integer, fcap integer, wanted text[] DEFAULT NULL)
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
  -- A transliteration that is the word itself (Latin) is not looked up twice: an index scan for
  -- NULL finds nothing at once, and either pattern is enough for a row.
  IF ktp = kp THEN ktp := NULL; END IF;
  IF ktp2 = kp2 THEN ktp2 := NULL; END IF;
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
