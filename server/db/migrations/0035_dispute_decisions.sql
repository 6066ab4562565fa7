-- The operators' console settles a client's dispute (issue 32, ADR 022): the work counts as done
-- (completed), the order is refunded through its provider (ADR 012's refund), or it is refunded by
-- hand, outside the provider (a bank transfer support made), with the reason. The decision is kept
-- on the order, once; a refund by hand leaves the provider's payment as it stands, and
-- reconciliation does not flag it (server/payments/reconcile.ts).
ALTER TABLE orders ADD COLUMN dispute_decision text CHECK (dispute_decision IN ('completed', 'refunded', 'refunded_by_hand'));
ALTER TABLE orders ADD COLUMN dispute_decided_at timestamptz;
ALTER TABLE orders ADD COLUMN dispute_decided_by text CHECK (length(btrim(dispute_decided_by)) BETWEEN 1 AND 300);
ALTER TABLE orders ADD COLUMN dispute_decision_reason text CHECK (length(dispute_decision_reason) <= 2000);
ALTER TABLE orders ADD COLUMN refunded_by_hand boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD CONSTRAINT orders_dispute_settled_check CHECK (
  (dispute_decision IS NULL) = (dispute_decided_at IS NULL) AND (dispute_decision IS NULL OR (disputed_at IS NOT NULL AND dispute_decided_by IS NOT NULL)));
ALTER TABLE orders ADD CONSTRAINT orders_refunded_by_hand_check CHECK (NOT refunded_by_hand OR (status = 'refunded' AND dispute_decision = 'refunded_by_hand'));
CREATE INDEX orders_open_disputes_idx ON orders (disputed_at) WHERE disputed_at IS NOT NULL AND dispute_decision IS NULL;
