-- Refunds of disputed orders (issue 29, ADR 012 "Refunding a disputed order") and Click's fiscal
-- items sent again (ADR 016).

-- Support's approval of a disputed order's refund (`npm run payments:refund`): when, why, and who
-- ran it (the name the person gave; operator accounts come with a later issue). A Payme order so
-- approved is refunded by Payme's CancelTransaction although its work started (-31007 otherwise);
-- a Click order is reversed through Click's Merchant API in the same step. All three or none, and
-- only on a disputed order.
ALTER TABLE orders
  ADD COLUMN refund_approved_at timestamptz,
  ADD COLUMN refund_reason text CHECK (length(btrim(refund_reason)) BETWEEN 10 AND 2000),
  ADD COLUMN refund_approved_by text CHECK (length(btrim(refund_approved_by)) BETWEEN 1 AND 200),
  ADD CONSTRAINT orders_refund_approval_check CHECK (num_nonnulls(refund_approved_at, refund_reason, refund_approved_by) IN (0, 3)),
  ADD CONSTRAINT orders_refund_approval_disputed_check CHECK (refund_approved_at IS NULL OR disputed_at IS NOT NULL);

-- Click's fiscal submissions: how many were made and when the last one was, so reconciliation
-- sends a refused or failed one again, a bounded number of times and not too often. A payment sent
-- or refused before this migration had one attempt.
ALTER TABLE payments
  ADD COLUMN fiscal_attempts smallint NOT NULL DEFAULT 0 CHECK (fiscal_attempts >= 0),
  ADD COLUMN fiscal_attempted_at timestamptz;
UPDATE payments SET fiscal_attempts = 1 WHERE fiscal_sent_at IS NOT NULL OR fiscal_error IS NOT NULL;
-- The submissions still to make, found without reading every payment.
CREATE INDEX payments_fiscal_unsent_idx ON payments (id) WHERE fiscal_error IS NOT NULL AND fiscal_sent_at IS NULL;
