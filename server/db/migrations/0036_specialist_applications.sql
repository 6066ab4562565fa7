-- Specialists join the site (issue 32, ADR 023): a citizen's application to be listed as a
-- verified specialist, its files (a photo, a licence's scan) and the verified licence on the
-- profile. The application is one per person; its states are draft → submitted → approved,
-- returned (the applicant fixes and submits again) or rejected. An approved specialist who changes
-- the licence submits again: the profile keeps the licence approved before until an operator
-- decides on the new one.

CREATE TABLE specialist_application_files (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'photo': scaled and stripped of its metadata before it is kept; 'licence': the scan as sent.
  purpose text NOT NULL CHECK (purpose IN ('photo', 'licence')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  media_type text NOT NULL CHECK (media_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (purpose = 'licence' OR media_type = 'image/jpeg')
);
CREATE INDEX specialist_application_files_user_idx ON specialist_application_files (user_id, purpose, id DESC);

CREATE TABLE specialist_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'returned', 'approved', 'rejected')),
  -- What the applicant wrote, as shared/api/account/application.ts checks it.
  form jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(form) = 'object'),
  -- The language the applicant writes in: the profile's texts are kept in it.
  lang text NOT NULL DEFAULT 'uz' CHECK (lang IN ('uz', 'ru', 'en')),
  photo_file_id bigint REFERENCES specialist_application_files (id) ON DELETE SET NULL,
  licence_file_id bigint REFERENCES specialist_application_files (id) ON DELETE SET NULL,
  submitted_at timestamptz,
  decided_at timestamptz,
  -- The operator's reason for a return or a rejection, or their note on an approval.
  decision_reason text CHECK (length(decision_reason) <= 2000),
  -- A resubmission of an approved specialist changes only the licence.
  licence_change boolean NOT NULL DEFAULT false,
  specialist_id bigint REFERENCES specialists (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status = 'draft' OR submitted_at IS NOT NULL)
);
CREATE TRIGGER specialist_applications_updated_at BEFORE UPDATE ON specialist_applications FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX specialist_applications_queue_idx ON specialist_applications (submitted_at, id) WHERE status = 'submitted';

-- The licence an operator verified ({number, issuedOn, issuer}), and the kept photo it shows.
ALTER TABLE specialists
  ADD COLUMN licence jsonb CHECK (licence IS NULL OR jsonb_typeof(licence) = 'object'),
  ADD COLUMN photo_file_id bigint REFERENCES specialist_application_files (id) ON DELETE SET NULL,
  ADD COLUMN experience_years smallint CHECK (experience_years BETWEEN 0 AND 70),
  ADD COLUMN education jsonb CHECK (l10n_is_valid(education, false));

-- The applicant is told at each step.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed',
  'application_submitted', 'application_approved', 'application_returned', 'application_rejected'));
ALTER TABLE telegram_links ALTER COLUMN kinds SET DEFAULT ARRAY[
  'message', 'quote_sent', 'quote_accepted', 'quote_declined', 'quote_expiring',
  'order_paid', 'order_started', 'order_done', 'order_completed', 'order_disputed',
  'review_written', 'review_answered', 'review_hidden', 'claim_duty_changed',
  'application_submitted', 'application_approved', 'application_returned', 'application_rejected'];
UPDATE telegram_links SET kinds = kinds || ARRAY['application_submitted', 'application_approved', 'application_returned', 'application_rejected']
 WHERE NOT ('application_approved' = ANY (kinds));
