-- Client and specialist talk (issue 31, ADR 020): conversations with messages and files, quotes
-- for "from" prices, notifications in the site and in Telegram, and the per-person event log the
-- live stream reads.

-- A conversation between one client (a signed-in visitor) and one specialist: a question asked
-- from a profile, a service or a law firm's panel (service_id: what it is about, when there is
-- one), or the conversation of a paid order with one of its sellers (order_id, one per seller).
-- The specialist answers through the account that manages their profile (specialists.user_id);
-- a profile nobody manages yet keeps the messages until its owner joins.
CREATE TABLE conversations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  specialist_id bigint NOT NULL REFERENCES specialists (id) ON DELETE CASCADE,
  service_id bigint REFERENCES services (id) ON DELETE SET NULL,
  order_id bigint REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The newest message's time: the lists are ordered by it.
  last_message_at timestamptz NOT NULL DEFAULT now(),
  -- Read receipts: the last message each side has seen (0: none).
  client_read_id bigint NOT NULL DEFAULT 0 CHECK (client_read_id >= 0),
  specialist_read_id bigint NOT NULL DEFAULT 0 CHECK (specialist_read_id >= 0),
  -- Marked closed by the specialist: nobody writes until they open it again.
  closed_at timestamptz,
  -- Reported by the client: the support ticket that carries its messages.
  reported_at timestamptz,
  report_ticket_id bigint REFERENCES support_tickets (id) ON DELETE SET NULL,
  CHECK (report_ticket_id IS NULL OR reported_at IS NOT NULL)
);
CREATE TRIGGER conversations_updated_at BEFORE UPDATE ON conversations FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX conversations_client_idx ON conversations (client_user_id, last_message_at DESC, id);
CREATE INDEX conversations_specialist_idx ON conversations (specialist_id, last_message_at DESC, id);
-- The daily limit of new conversations counts a client's recent ones.
CREATE INDEX conversations_client_created_idx ON conversations (client_user_id, created_at);
-- One conversation per paid order and seller.
CREATE UNIQUE INDEX conversations_order_seller_idx ON conversations (order_id, specialist_id) WHERE order_id IS NOT NULL;

-- A specialist who will not hear from a client again (they may lift it).
CREATE TABLE conversation_blocks (
  specialist_id bigint NOT NULL REFERENCES specialists (id) ON DELETE CASCADE,
  client_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (specialist_id, client_user_id)
);

-- What the specialist offers for a "from" service: the work, the price (tiyin, never below the
-- service's price), how many days it takes and until when the offer holds. The client accepts
-- (the basket holds it at that price, once) or declines; an expired or declined one cannot be bought.
CREATE TABLE quotes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  service_id bigint REFERENCES services (id) ON DELETE SET NULL,
  -- The service's title when the quote was sent (the service may change or go).
  title jsonb NOT NULL CHECK (l10n_is_valid(title, false)),
  description text NOT NULL CHECK (char_length(btrim(description)) BETWEEN 10 AND 1000),
  price bigint NOT NULL CHECK (price > 0),
  days integer NOT NULL CHECK (days BETWEEN 1 AND 365),
  valid_until timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'offered' CHECK (status IN ('offered', 'accepted', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  -- The day-before reminder was sent (the worker's sweep).
  expiry_notified_at timestamptz,
  CHECK ((status = 'offered') = (answered_at IS NULL))
);
CREATE INDEX quotes_conversation_idx ON quotes (conversation_id, id);
CREATE INDEX quotes_expiring_idx ON quotes (valid_until) WHERE status IN ('offered', 'accepted') AND expiry_notified_at IS NULL;

-- One message: the text written (shown as text), or a quote sent.
CREATE TABLE conversation_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- Whose side wrote it (the author's account may go; the side stays).
  side text NOT NULL CHECK (side IN ('client', 'specialist')),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 4000),
  quote_id bigint REFERENCES quotes (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_thread_idx ON conversation_messages (conversation_id, id);
-- The per-person rate limit counts an author's recent messages.
CREATE INDEX conversation_messages_author_idx ON conversation_messages (author_user_id, created_at);

-- A file sent in a conversation (PDF, DOCX, JPEG, PNG; recognised by its bytes), kept in the
-- database so every replica serves it, downloaded by the conversation's two people only.
CREATE TABLE conversation_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  message_id bigint NOT NULL REFERENCES conversation_messages (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  media_type text NOT NULL CHECK (media_type IN (
    'application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10485760),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conversation_files_message_idx ON conversation_files (message_id, id);
CREATE INDEX conversation_files_conversation_idx ON conversation_files (conversation_id);

-- An accepted quote sits in the basket and in the order at its price, as one item.
ALTER TABLE basket_items ADD COLUMN quote_id bigint REFERENCES quotes (id) ON DELETE CASCADE;
ALTER TABLE order_items ADD COLUMN quote_id bigint REFERENCES quotes (id) ON DELETE SET NULL;
CREATE INDEX order_items_quote_idx ON order_items (quote_id) WHERE quote_id IS NOT NULL;

-- What happened to a person, in the site (the bell, /home/notifications): the kind and the values
-- its text is made from (the text is written in the reader's language when read), and the page it
-- opens (a path without the language prefix).
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
    'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
    'review_written', 'review_answered', 'claim_duty_changed')),
  data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  path text NOT NULL CHECK (path ~ '^/[^/]' AND char_length(path) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Each person's events in order (a message, a read receipt, a notification), for the live stream:
-- seq counts per person and is taken under a lock of the person's counter, so a stream that
-- resumes after event N reads exactly what came after it, in the order it was committed.
CREATE TABLE user_event_counters (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL DEFAULT 0
);
CREATE TABLE user_events (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seq bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('message', 'read', 'conversation', 'quote', 'notification')),
  data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, seq)
);
-- Old events are removed by age (a stream away longer than that starts again from the page).
CREATE INDEX user_events_age_idx ON user_events (created_at);

-- The next event of a person; returns its seq.
CREATE FUNCTION record_user_event(target bigint, event_kind text, event_data jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  next_seq bigint;
BEGIN
  INSERT INTO user_event_counters (user_id, seq) VALUES (target, 1)
  ON CONFLICT (user_id) DO UPDATE SET seq = user_event_counters.seq + 1
  RETURNING seq INTO next_seq;
  INSERT INTO user_events (user_id, seq, kind, data) VALUES (target, next_seq, event_kind, event_data);
  RETURN next_seq;
END $$;

-- A person's Telegram: the chat the bot writes to, and the kinds they chose to receive there.
CREATE TABLE telegram_links (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  chat_id bigint NOT NULL UNIQUE,
  username text CHECK (char_length(username) <= 64),
  kinds text[] NOT NULL DEFAULT ARRAY[
    'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
    'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
    'review_written', 'review_answered', 'claim_duty_changed'],
  linked_at timestamptz NOT NULL DEFAULT now()
);

-- The one-time token of a t.me/<bot>?start=<token> link: only its SHA-256 is kept.
CREATE TABLE telegram_link_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX telegram_link_tokens_user_idx ON telegram_link_tokens (user_id);

-- The outbox: one delivery to Telegram per notification the person chose to receive there,
-- written in the notification's transaction and sent by the worker (FOR UPDATE SKIP LOCKED, ADR
-- 020) with retries and back-off; locked_until is the lease of the replica sending it.
CREATE TABLE notification_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id bigint NOT NULL UNIQUE REFERENCES notifications (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed', 'dropped')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text CHECK (char_length(last_error) <= 500),
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (next_attempt_at, id) WHERE state = 'pending';

-- A notification, its event for the live stream and, when the person receives that kind in
-- Telegram, its delivery: all in the caller's transaction. Nothing for a user that is not there
-- (a seeded profile nobody manages). Returns the notification's id, or NULL.
CREATE FUNCTION notify_user(target bigint, notice_kind text, notice_data jsonb, notice_path text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  notice_id bigint;
BEGIN
  IF target IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, kind, data, path) VALUES (target, notice_kind, notice_data, notice_path) RETURNING id INTO notice_id;
  PERFORM record_user_event(target, 'notification', jsonb_build_object('id', notice_id, 'kind', notice_kind));
  INSERT INTO notification_deliveries (notification_id)
  SELECT notice_id FROM telegram_links WHERE user_id = target AND notice_kind = ANY (kinds);
  RETURN notice_id;
END $$;

-- An order's moves tell the other side, whichever code made them (Payme, Click, reconciliation,
-- a free order, the specialist's or the client's moves): paid → each seller, and a conversation
-- for the order with each; work started or done → the client; completed or disputed → the
-- sellers. Deferred to the commit, so a free order's items are there when it is read.
CREATE FUNCTION orders_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  seller record;
  -- The order's number as shared/payments/orders.ts orderNumber writes it.
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
      LOOP
        PERFORM notify_user(seller.user_id, CASE WHEN NEW.completed_at IS NOT NULL AND OLD.completed_at IS NULL THEN 'order_completed' ELSE 'order_disputed' END,
                            jsonb_build_object('orderId', NEW.id, 'number', number), '/home/sales/' || NEW.id);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER orders_notify AFTER INSERT OR UPDATE ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION orders_notify();
