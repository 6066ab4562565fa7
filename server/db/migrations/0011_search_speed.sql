-- Search as you type (GET /api/v1/search, the landing page's suggestions): a short searchable
-- head per row (the title or the name in all three languages, in search_norm form) followed by
-- its Latin transliteration, with a trigram GIN index of its own. The suggestion query finds a
-- word as typed in search_text (title and description) or in the head, so Uzbek typed in Cyrillic
-- ("ажралиш") meets the Latin text and Russian typed in Latin ("razvod") meets the Russian title.
-- The forgiving (typo) match runs only when nothing matches as typed, on a bounded candidate set.

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
  SELECT value || ' ' || search_translit(value)
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

-- Runs a search statement built by server/domain/search.ts (its values in `args`, read as
-- $1[n]) with sequential scans priced out. Each kind's candidates are bounded with a LIMIT, and
-- the planner, which guesses a LIKE pattern's selectivity from its length alone and does not
-- price reading the TOASTed search_text of a wide row, then expects a sequential scan to meet
-- enough matches early: on the 100× data it reads some 1 500 services (10 ms) where the trigram
-- index hands over the hundred candidates (0.4 ms). STABLE: it can only read.
CREATE FUNCTION search_hits(statement text, args text[]) RETURNS TABLE (kind text, id bigint, total integer)
LANGUAGE plpgsql STABLE SET enable_seqscan = off AS $$
BEGIN
  RETURN QUERY EXECUTE statement USING args;
END
$$;
