-- A base calculation amount coming into force recounts the duty estimate of the claims still being
-- written and tells their owners (issue 31, server/domain/claims/duty-recount.ts). The sweep marks
-- an amount when it has handled it, and holds it meanwhile with a lease (a replica that dies
-- mid-way leaves it to another). The amounts in force before this migration were counted by the
-- drafts' own saves: marked as handled, so the first sweep tells nobody of an old change.
ALTER TABLE base_calculation_amounts ADD COLUMN drafts_recounted_at timestamptz;
ALTER TABLE base_calculation_amounts ADD COLUMN recount_started_at timestamptz;
UPDATE base_calculation_amounts SET drafts_recounted_at = now() WHERE valid_from <= (now() AT TIME ZONE 'Asia/Tashkent')::date;
CREATE INDEX base_calculation_amounts_due_idx ON base_calculation_amounts (valid_from) WHERE drafts_recounted_at IS NULL;
