-- The specialist's side of a paid order (issue 12, ADR 012): when the work was started, done and
-- completed, whether the client shares their phone with the specialist, and the support ticket a
-- dispute opened. An order done more than 7 days ago without a dispute reads as completed (computed
-- when read, like the 12-hour expiry; no job).
ALTER TABLE orders ADD COLUMN share_contact boolean NOT NULL DEFAULT false;
ALTER TABLE orders ADD COLUMN started_at timestamptz;
ALTER TABLE orders ADD COLUMN done_at timestamptz;
ALTER TABLE orders ADD COLUMN completed_at timestamptz;
ALTER TABLE orders ADD COLUMN disputed_at timestamptz;
ALTER TABLE orders ADD COLUMN dispute_ticket_id bigint REFERENCES support_tickets (id) ON DELETE SET NULL;
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_paid_check CHECK (fulfilment = 'waiting' OR status IN ('paid', 'refunded'));
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_done_check CHECK (fulfilment NOT IN ('done', 'completed') OR done_at IS NOT NULL);
ALTER TABLE orders ADD CONSTRAINT orders_fulfilment_completed_check CHECK (fulfilment <> 'completed' OR completed_at IS NOT NULL);
