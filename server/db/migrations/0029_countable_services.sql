-- Countable services (issue 29). A quantity means something only for a service sold by the unit:
-- an hour of consultation, one more contract or letter. Everything else (a court case, a
-- registration) is bought once, and the basket refuses a quantity above 1 for it. A "from" price
-- (price_kind) cannot be bought at all until quotes exist: the server refuses it anyway.
ALTER TABLE services ADD COLUMN countable boolean NOT NULL DEFAULT false;

-- The seeded services sold by the unit (server/db/seed/content/services.ts marks the same ones),
-- and their copies of `--scale` (slug suffix -xN), so a database seeded before this migration
-- reads as a new one would. Nothing outside the seed's slugs is touched.
UPDATE services SET countable = true
 WHERE price_kind = 'fixed'
   AND regexp_replace(slug, '-x[0-9]+$', '') IN (
     'divorce-consultation', 'family-mediation', 'labour-consultation', 'employment-contract-drafting',
     'debt-demand-letter', 'notary-consultation', 'tax-regime-consultation', 'working-abroad-consultation');
