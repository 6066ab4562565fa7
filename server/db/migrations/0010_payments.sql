-- Basket, orders and payments (issue 12, ADR 012). 0005 made the tables; this gives them what
-- checkout needs: the price a basket item was added at (a changed price is shown, never charged
-- silently), the order's provider, expiry and refund time, its states pending → paid | cancelled,
-- paid → refunded, and where the work on a paid order stands (a refund is refused once it started).

-- The service's price when the item was put in the basket (or last confirmed), tiyin.
ALTER TABLE basket_items ADD COLUMN unit_price bigint CHECK (unit_price >= 0);

ALTER TABLE orders DROP CONSTRAINT orders_status_check;
UPDATE orders SET status = 'pending' WHERE status IN ('created', 'awaiting_payment');
ALTER TABLE orders ALTER COLUMN status SET DEFAULT 'pending';
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'cancelled', 'refunded'));
-- How the payer chose to pay (a pending order can still be paid either way: the other provider's
-- calls are accepted too).
ALTER TABLE orders ADD COLUMN provider text NOT NULL DEFAULT 'payme' CHECK (provider IN ('payme', 'click'));
-- Unpaid past this, the order can no longer be paid (Payme's 12-hour time-out); shown as expired.
ALTER TABLE orders ADD COLUMN expires_at timestamptz;
UPDATE orders SET expires_at = created_at + interval '12 hours' WHERE expires_at IS NULL;
ALTER TABLE orders ALTER COLUMN expires_at SET DEFAULT now() + interval '12 hours';
ALTER TABLE orders ALTER COLUMN expires_at SET NOT NULL;
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
-- Where the payer pays it (the provider's checkout with the order's amount and language), made when it is placed.
ALTER TABLE orders ADD COLUMN checkout_url text CHECK (length(checkout_url) <= 2000);
-- The specialist's side of a paid order (issue 12, later slice): waiting → in_progress → done → completed.
ALTER TABLE orders ADD COLUMN fulfilment text NOT NULL DEFAULT 'waiting' CHECK (fulfilment IN ('waiting', 'in_progress', 'done', 'completed'));
ALTER TABLE orders ADD CONSTRAINT orders_refunded_check CHECK (status <> 'refunded' OR refunded_at IS NOT NULL);
ALTER TABLE orders ADD CONSTRAINT orders_cancelled_check CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL);
CREATE INDEX orders_pending_expiry_idx ON orders (expires_at) WHERE status = 'pending';

-- Times a provider is answered with are written by the code to the millisecond (never the
-- default now(), which has microseconds), so a repeated call replays them exactly: Payme compares
-- answers byte for byte.
