-- Law firms join the site (issue 32, ADR 024): a verified specialist registers their firm, or
-- claims a seeded firm's page, through an application an operator decides; the firm's owner
-- invites members (by PINFL or a link), removes them and names who may answer its reviews and
-- manage its sales.

-- The firm's form of organisation and licence as the operator verified them, and when.
ALTER TABLE law_firms
  ADD COLUMN legal_form text CHECK (legal_form IN ('llc', 'advocate-bureau', 'advocate-firm', 'advocate-collegium', 'notary-office', 'sole-proprietor', 'other')),
  ADD COLUMN licence jsonb CHECK (licence IS NULL OR jsonb_typeof(licence) = 'object'),
  ADD COLUMN verified_at timestamptz;

-- A registration (a new firm) or a claim (a seeded firm's page), as the specialist wrote it.
CREATE TABLE firm_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('register', 'claim')),
  -- The claimed firm; for a registration, the firm made when it is approved.
  law_firm_id bigint REFERENCES law_firms (id) ON DELETE CASCADE,
  form jsonb NOT NULL CHECK (jsonb_typeof(form) = 'object'),
  lang text NOT NULL DEFAULT 'uz' CHECK (lang IN ('uz', 'ru', 'en')),
  status text NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'returned', 'approved', 'rejected')),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decision_reason text CHECK (length(decision_reason) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind = 'register' OR law_firm_id IS NOT NULL)
);
CREATE TRIGGER firm_applications_updated_at BEFORE UPDATE ON firm_applications FOR EACH ROW EXECUTE FUNCTION set_updated_at();
-- One open application a person.
CREATE UNIQUE INDEX firm_applications_open_idx ON firm_applications (user_id) WHERE status IN ('submitted', 'returned');
CREATE INDEX firm_applications_queue_idx ON firm_applications (submitted_at, id) WHERE status = 'submitted';

-- The people of a firm: its owner, and the members who accepted an invitation. A person is in one
-- firm at most; their specialist profile names it (specialists.law_firm_id).
CREATE TABLE law_firm_members (
  law_firm_id bigint NOT NULL REFERENCES law_firms (id) ON DELETE CASCADE,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('owner', 'member')),
  can_answer_reviews boolean NOT NULL DEFAULT false,
  can_manage_sales boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (law_firm_id, user_id)
);
CREATE UNIQUE INDEX law_firm_members_owner_idx ON law_firm_members (law_firm_id) WHERE role = 'owner';

-- An invitation: to one PINFL (they see it on /home/firm after signing in), or a link whose
-- token only its SHA-256 is kept of. Used once; good for 14 days; the owner may withdraw it.
CREATE TABLE law_firm_invites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  law_firm_id bigint NOT NULL REFERENCES law_firms (id) ON DELETE CASCADE,
  pinfl text CHECK (pinfl ~ '^[0-9]{14}$'),
  token_sha256 text UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  created_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '14 days',
  accepted_at timestamptz,
  accepted_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  withdrawn_at timestamptz,
  CHECK (num_nonnulls(pinfl, token_sha256) = 1)
);
CREATE INDEX law_firm_invites_firm_idx ON law_firm_invites (law_firm_id, created_at DESC);
CREATE INDEX law_firm_invites_pinfl_idx ON law_firm_invites (pinfl) WHERE accepted_at IS NULL AND withdrawn_at IS NULL;

-- Who is told of a firm's events.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed',
  'application_submitted', 'application_approved', 'application_returned', 'application_rejected',
  'firm_approved', 'firm_returned', 'firm_rejected', 'firm_invited', 'firm_joined'));
ALTER TABLE telegram_links ALTER COLUMN kinds SET DEFAULT ARRAY[
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed',
  'application_submitted', 'application_approved', 'application_returned', 'application_rejected',
  'firm_approved', 'firm_returned', 'firm_rejected', 'firm_invited', 'firm_joined'];
UPDATE telegram_links SET kinds = kinds || ARRAY['firm_approved', 'firm_returned', 'firm_rejected', 'firm_invited', 'firm_joined']
 WHERE NOT ('firm_approved' = ANY (kinds));

-- The people who handle a firm's sales: its owner and the members named for them.
CREATE FUNCTION firm_sales_people(firm bigint) RETURNS SETOF bigint LANGUAGE sql STABLE AS $$
  SELECT m.user_id FROM law_firm_members m WHERE m.law_firm_id = firm AND (m.role = 'owner' OR m.can_manage_sales)
$$;

-- A paid order of a firm's service reaches the firm's sales people, as a specialist's reaches them
-- (0031's trigger, with the firms' sellers added).
CREATE OR REPLACE FUNCTION orders_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seller record;
  number text := 'HQ-' || lpad(NEW.id::text, 6, '0');
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'paid') THEN
    FOR seller IN
      SELECT DISTINCT sp.id, sp.user_id FROM order_items oi JOIN services sv ON sv.id = oi.service_id JOIN specialists sp ON sp.id = sv.specialist_id
       WHERE oi.order_id = NEW.id
    LOOP
      INSERT INTO conversations (client_user_id, specialist_id, order_id, last_message_at)
      VALUES (NEW.user_id, seller.id, NEW.id, NEW.paid_at)
      ON CONFLICT (order_id, specialist_id) WHERE order_id IS NOT NULL DO NOTHING;
      PERFORM notify_user(seller.user_id, 'order_paid', jsonb_build_object('orderId', NEW.id, 'number', number), '/home/sales/' || NEW.id);
    END LOOP;
    FOR seller IN
      SELECT DISTINCT people.user_id FROM order_items oi JOIN services sv ON sv.id = oi.service_id,
             LATERAL firm_sales_people(sv.law_firm_id) AS people (user_id)
       WHERE oi.order_id = NEW.id AND sv.law_firm_id IS NOT NULL
    LOOP
      PERFORM notify_user(seller.user_id, 'order_paid', jsonb_build_object('orderId', NEW.id, 'number', number), '/home/sales/' || NEW.id);
    END LOOP;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF NEW.started_at IS NOT NULL AND OLD.started_at IS NULL THEN
      PERFORM notify_user(NEW.user_id, 'order_started', jsonb_build_object('orderId', NEW.id, 'number', number), '/home/orders/' || NEW.id);
    END IF;
    IF NEW.done_at IS NOT NULL AND OLD.done_at IS NULL THEN
      PERFORM notify_user(NEW.user_id, 'order_done', jsonb_build_object('orderId', NEW.id, 'number', number), '/home/orders/' || NEW.id);
    END IF;
    IF (NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL) OR (NEW.disputed_at IS NOT NULL AND OLD.disputed_at IS NULL) THEN
      FOR seller IN
        SELECT DISTINCT sp.user_id FROM order_items oi JOIN services sv ON sv.id = oi.service_id JOIN specialists sp ON sp.id = sv.specialist_id
         WHERE oi.order_id = NEW.id AND sp.user_id IS NOT NULL
        UNION
        SELECT people.user_id FROM order_items oi JOIN services sv ON sv.id = oi.service_id, LATERAL firm_sales_people(sv.law_firm_id) AS people (user_id)
         WHERE oi.order_id = NEW.id AND sv.law_firm_id IS NOT NULL
      LOOP
        PERFORM notify_user(seller.user_id, CASE WHEN NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL THEN 'order_completed' ELSE 'order_disputed' END,
                            jsonb_build_object('orderId', NEW.id, 'number', number), '/home/sales/' || NEW.id);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
