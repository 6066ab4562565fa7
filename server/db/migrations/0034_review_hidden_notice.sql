-- A review hidden by a moderator tells its author (issue 32: "the author is told"), in the site and
-- in Telegram: one more notification kind. Telegram links made before this take it too, as a new
-- link does.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed'));
ALTER TABLE telegram_links ALTER COLUMN kinds SET DEFAULT ARRAY[
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed'];
UPDATE telegram_links SET kinds = kinds || ARRAY['review_hidden'] WHERE NOT ('review_hidden' = ANY (kinds));
