-- Baskets, favourites, orders and payments. A basket or a favourite belongs to a signed-in user
-- or, before sign-in, to a guest visitor id (a random cookie value); sign-in moves them to the user.

CREATE TABLE baskets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  visitor_id text UNIQUE CHECK (visitor_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(user_id, visitor_id) = 1)
);
CREATE TRIGGER baskets_updated_at BEFORE UPDATE ON baskets FOR EACH ROW EXECUTE FUNCTION set_updated_at();
-- Guest baskets nobody came back to are removed by age.
CREATE INDEX baskets_guest_age_idx ON baskets (updated_at) WHERE visitor_id IS NOT NULL;

CREATE TABLE basket_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  basket_id bigint NOT NULL REFERENCES baskets (id) ON DELETE CASCADE,
  service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity BETWEEN 1 AND 99),
  added_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (basket_id, service_id)
);
CREATE INDEX basket_items_service_idx ON basket_items (service_id);

CREATE TABLE favorites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  visitor_id text CHECK (visitor_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  kind text NOT NULL CHECK (kind IN ('service', 'specialist', 'law_firm', 'reference_article', 'document_template')),
  -- Exactly the column named by kind is set, so each favourite keeps a real foreign key.
  service_id bigint REFERENCES services (id) ON DELETE CASCADE,
  specialist_id bigint REFERENCES specialists (id) ON DELETE CASCADE,
  law_firm_id bigint REFERENCES law_firms (id) ON DELETE CASCADE,
  reference_article_id bigint REFERENCES reference_articles (id) ON DELETE CASCADE,
  document_template_id bigint REFERENCES document_templates (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(user_id, visitor_id) = 1),
  CHECK (num_nonnulls(service_id, specialist_id, law_firm_id, reference_article_id, document_template_id) = 1),
  CHECK (CASE kind
           WHEN 'service' THEN service_id IS NOT NULL
           WHEN 'specialist' THEN specialist_id IS NOT NULL
           WHEN 'law_firm' THEN law_firm_id IS NOT NULL
           WHEN 'reference_article' THEN reference_article_id IS NOT NULL
           WHEN 'document_template' THEN document_template_id IS NOT NULL
         END),
  target_id bigint GENERATED ALWAYS AS (
    coalesce(service_id, specialist_id, law_firm_id, reference_article_id, document_template_id)
  ) STORED
);
CREATE UNIQUE INDEX favorites_user_target_idx ON favorites (user_id, kind, target_id) WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX favorites_visitor_target_idx ON favorites (visitor_id, kind, target_id) WHERE visitor_id IS NOT NULL;
CREATE INDEX favorites_user_list_idx ON favorites (user_id, created_at DESC, id) WHERE user_id IS NOT NULL;
CREATE INDEX favorites_service_idx ON favorites (service_id) WHERE service_id IS NOT NULL;
CREATE INDEX favorites_specialist_idx ON favorites (specialist_id) WHERE specialist_id IS NOT NULL;
CREATE INDEX favorites_law_firm_idx ON favorites (law_firm_id) WHERE law_firm_id IS NOT NULL;
CREATE INDEX favorites_article_idx ON favorites (reference_article_id) WHERE reference_article_id IS NOT NULL;
CREATE INDEX favorites_template_idx ON favorites (document_template_id) WHERE document_template_id IS NOT NULL;

CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Orders are accounting records: a user with orders cannot simply be deleted.
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'awaiting_payment', 'paid', 'cancelled', 'refunded')),
  -- Tiyin; the sum of the items, fixed when the order is placed.
  total bigint NOT NULL CHECK (total >= 0),
  locale text NOT NULL DEFAULT 'uz' CHECK (locale IN ('uz', 'ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  cancelled_at timestamptz,
  CHECK (status <> 'paid' OR paid_at IS NOT NULL)
);
CREATE TRIGGER orders_updated_at BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id);
CREATE INDEX orders_status_idx ON orders (status, created_at);

-- What was bought, as it was when bought (title and price are copied).
CREATE TABLE order_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  service_id bigint REFERENCES services (id) ON DELETE SET NULL,
  title jsonb NOT NULL CHECK (l10n_is_valid(title, false)),
  unit_price bigint NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99)
);
CREATE INDEX order_items_order_idx ON order_items (order_id);
CREATE INDEX order_items_service_idx ON order_items (service_id);

-- A payment attempt at Payme or Click. Every time is stored when first set and replayed
-- (Payme's sandbox demands byte-identical repeated answers).
CREATE TABLE payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE RESTRICT,
  provider text NOT NULL CHECK (provider IN ('payme', 'click')),
  -- Payme's 24-character transaction id, or Click's click_trans_id, as sent.
  provider_transaction_id text NOT NULL CHECK (length(provider_transaction_id) BETWEEN 1 AND 64),
  -- Tiyin.
  amount bigint NOT NULL CHECK (amount > 0),
  -- Payme states 1, 2, -1, -2 by name; Click prepare/complete map to created/performed.
  state text NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'performed', 'cancelled', 'cancelled_after_perform')),
  -- The provider's own timestamp of the transaction (Payme `time`), used by GetStatement.
  provider_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  performed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason smallint,
  -- Provider-specific values kept for replies and reconciliation (e.g. click_paydoc_id).
  details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
  UNIQUE (provider, provider_transaction_id),
  CHECK ((state IN ('performed', 'cancelled_after_perform')) = (performed_at IS NOT NULL)),
  CHECK ((state IN ('cancelled', 'cancelled_after_perform')) = (cancelled_at IS NOT NULL))
);
CREATE INDEX payments_order_idx ON payments (order_id);
CREATE INDEX payments_statement_idx ON payments (provider, provider_time);
-- One order, at most one transaction in flight (Payme: "another transaction holds the order").
CREATE UNIQUE INDEX payments_one_active_per_order_idx ON payments (order_id) WHERE state = 'created';
