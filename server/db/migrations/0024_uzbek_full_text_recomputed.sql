-- The full-text vectors computed again, as 0023 meant to (issue 14's review).
--
-- 0023 search_norm'd the Uzbek text of l10n_tsvector and l10n_rich_tsvector and recomputed the
-- stored vectors with `SET search_vector = DEFAULT`. PostgreSQL recomputes a stored generated column
-- only when the UPDATE names a column it is computed from, so the rows already there kept their old
-- vectors: on a database seeded before 0023, "to'lov" still found no support answer where "toʻlov"
-- found 4. A database seeded after it (the tests', a fresh `npm start`) was right. Naming the base
-- columns, with their own values, computes the vectors with the functions as they are now; updated_at
-- stays as it was, since nothing in the rows changed.
DO $migration$
BEGIN
  ALTER TABLE reference_articles DISABLE TRIGGER USER;
  UPDATE reference_articles SET title = title;
  ALTER TABLE reference_articles ENABLE TRIGGER USER;
  ALTER TABLE support_questions DISABLE TRIGGER USER;
  UPDATE support_questions SET question = question;
  ALTER TABLE support_questions ENABLE TRIGGER USER;
END
$migration$;
