-- Search plans: pg_trgm declares its word-similarity operator (`<%`, word_similarity_op) as cheap
-- as an equality (COST 1), but each call extracts the trigrams of a whole search_text (about 600
-- characters in three languages): some 0.1 ms. Believing it cheap, the planner scans every row
-- and runs it on each (services search on the 100× data: 450 ms) instead of taking the trigram
-- GIN index and running it on the candidates only (2 ms). Its true cost makes it choose the index.
--
-- Only the functions' owner may change them. Where pg_trgm belongs to another role (a managed
-- server that installed it), this step is skipped with a warning: search then works, more slowly.
-- pg_dump does not keep settings of extension functions; after a restore, run these lines again.
DO $$
BEGIN
  ALTER FUNCTION word_similarity_op(text, text) COST 1000;
  ALTER FUNCTION word_similarity_commutator_op(text, text) COST 1000;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'pg_trgm search costs left unchanged (%): trigram searches may scan whole tables', SQLERRM;
END
$$;
