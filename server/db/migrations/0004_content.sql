-- Reference material, document and claim templates with the visitors' own documents and claims,
-- the courts of Uzbekistan, and support.

-- The inputs of a template: each field's key is the key of the macros in the body that need it.
CREATE FUNCTION template_fields_are_valid(fields jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(fields) = 'array'
     AND coalesce((
           SELECT bool_and(
                    jsonb_typeof(f) = 'object'
                    AND coalesce(f ->> 'key', '') ~ '^[a-z][a-z0-9_]*$'
                    AND l10n_is_valid(f -> 'label', true)
                    AND coalesce(f ->> 'kind', '') IN ('text', 'date', 'number', 'money', 'pinfl', 'passport', 'phone', 'textarea', 'select')
                    AND jsonb_typeof(f -> 'required') = 'boolean')
              AND count(DISTINCT f ->> 'key') = count(*)
             FROM jsonb_array_elements(fields) AS f), true)
$$;

CREATE TABLE reference_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, true)),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE reference_articles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id bigint NOT NULL REFERENCES reference_categories (id) ON DELETE RESTRICT,
  -- The practice area the article belongs to, if any.
  group_id bigint REFERENCES specialization_groups (id) ON DELETE SET NULL,
  title jsonb NOT NULL CHECK (l10n_is_valid(title, true)),
  summary jsonb NOT NULL CHECK (l10n_is_valid(summary, true)),
  body jsonb NOT NULL CHECK (l10n_rich_is_valid(body, true)),
  published_at date NOT NULL,
  video_src text CHECK (video_src ~ '^(/|https://)'),
  video_poster text CHECK (video_poster ~ '^(/|https://)'),
  reviewed_by_specialist_id bigint REFERENCES specialists (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (l10n_search(title) || ' ' || l10n_search(summary)) STORED,
  search_vector tsvector GENERATED ALWAYS AS (
    l10n_tsvector(title, 'A') || l10n_tsvector(summary, 'B') || l10n_rich_tsvector(body, 'C')
  ) STORED
);
CREATE TRIGGER reference_articles_updated_at BEFORE UPDATE ON reference_articles FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX reference_articles_category_idx ON reference_articles (category_id, published_at DESC, id);
CREATE INDEX reference_articles_published_idx ON reference_articles (published_at DESC, id);
CREATE INDEX reference_articles_group_idx ON reference_articles (group_id);
CREATE INDEX reference_articles_search_idx ON reference_articles USING gin (search_text gin_trgm_ops);
CREATE INDEX reference_articles_fts_idx ON reference_articles USING gin (search_vector);

CREATE TABLE document_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE document_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id bigint NOT NULL REFERENCES document_categories (id) ON DELETE RESTRICT,
  title jsonb NOT NULL CHECK (l10n_is_valid(title, true)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, true)),
  -- Shown beside the template, not part of the document.
  note jsonb NOT NULL CHECK (l10n_is_valid(note, true)),
  notarization text NOT NULL DEFAULT 'none' CHECK (notarization IN ('none', 'recommended', 'required')),
  -- Rich text with macros, one document per language.
  body jsonb NOT NULL CHECK (l10n_rich_is_valid(body, true)),
  fields jsonb NOT NULL CHECK (template_fields_are_valid(fields)),
  popularity integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (l10n_search(title) || ' ' || l10n_search(description)) STORED
);
CREATE TRIGGER document_templates_updated_at BEFORE UPDATE ON document_templates FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX document_templates_category_idx ON document_templates (category_id, popularity DESC, id);
CREATE INDEX document_templates_popular_idx ON document_templates (popularity DESC, id);
CREATE INDEX document_templates_search_idx ON document_templates USING gin (search_text gin_trgm_ops);

-- States of a visitor's document or claim (reference/statement-of-claim.md §2.5).
CREATE FUNCTION paper_status_is_valid(status text) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT status IN ('draft', 'complete', 'paid', 'generated', 'review_requested', 'reviewed', 'filed_by_user', 'closed', 'cancelled')
$$;

-- A visitor's document filled from a template (or written from scratch).
CREATE TABLE user_documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id bigint REFERENCES document_templates (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  -- The language the document is written in, which can differ from the interface language.
  locale text NOT NULL CHECK (locale IN ('uz', 'ru', 'en')),
  -- Field key → the value the visitor entered.
  field_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(field_values) = 'object'),
  -- The visitor's own rich text (a RichTextDocument), when they edited it beyond the fields.
  body jsonb CHECK (jsonb_typeof(body) = 'array'),
  status text NOT NULL DEFAULT 'draft' CHECK (paper_status_is_valid(status) AND status <> 'filed_by_user'),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER user_documents_updated_at BEFORE UPDATE ON user_documents FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX user_documents_user_idx ON user_documents (user_id, updated_at DESC, id);
CREATE INDEX user_documents_template_idx ON user_documents (template_id);

CREATE TABLE courts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  region_id bigint NOT NULL REFERENCES regions (id) ON DELETE RESTRICT,
  type text NOT NULL CHECK (type IN ('civil', 'criminal', 'economic', 'administrative', 'regional')),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  address jsonb NOT NULL CHECK (l10n_is_valid(address, true)),
  search_text text GENERATED ALWAYS AS (l10n_search(name) || ' ' || l10n_search(address)) STORED
);
CREATE INDEX courts_region_type_idx ON courts (region_id, type);
CREATE INDEX courts_type_idx ON courts (type);
CREATE INDEX courts_search_idx ON courts USING gin (search_text gin_trgm_ops);

CREATE TABLE claim_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, true)),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE claim_templates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id bigint NOT NULL REFERENCES claim_categories (id) ON DELETE RESTRICT,
  title jsonb NOT NULL CHECK (l10n_is_valid(title, true)),
  description jsonb NOT NULL CHECK (l10n_is_valid(description, true)),
  -- The court type the claim goes to (filters the court picker).
  court_type text NOT NULL CHECK (court_type IN ('civil', 'criminal', 'economic', 'administrative', 'regional')),
  jurisdiction_note jsonb NOT NULL CHECK (l10n_is_valid(jurisdiction_note, true)),
  -- {"kind":"percent","percent":2,"minBca":1} | {"kind":"fixed","bca":10} | {"kind":"exempt"}
  state_duty_rule jsonb NOT NULL CHECK (state_duty_rule ->> 'kind' IN ('percent', 'fixed', 'exempt')),
  state_duty_note jsonb NOT NULL CHECK (l10n_is_valid(state_duty_note, true)),
  claim_value_rule text NOT NULL CHECK (claim_value_rule IN ('amount-sought', 'property-value', 'alimony-one-year', 'periodic-three-years', 'non-property')),
  pretrial_required boolean NOT NULL DEFAULT false,
  attachments jsonb NOT NULL DEFAULT '[]' CHECK (l10n_array_is_valid(attachments)),
  note jsonb NOT NULL CHECK (l10n_is_valid(note, true)),
  body jsonb NOT NULL CHECK (l10n_rich_is_valid(body, true)),
  fields jsonb NOT NULL CHECK (template_fields_are_valid(fields)),
  popularity integer NOT NULL DEFAULT 0 CHECK (popularity >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_text text GENERATED ALWAYS AS (l10n_search(title) || ' ' || l10n_search(description)) STORED
);
CREATE TRIGGER claim_templates_updated_at BEFORE UPDATE ON claim_templates FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX claim_templates_category_idx ON claim_templates (category_id, popularity DESC, id);
CREATE INDEX claim_templates_search_idx ON claim_templates USING gin (search_text gin_trgm_ops);

-- A visitor's statement of claim, resumable (/statement-of-claim/my/{id}).
CREATE TABLE user_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  template_id bigint REFERENCES claim_templates (id) ON DELETE SET NULL,
  court_id bigint REFERENCES courts (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  locale text NOT NULL CHECK (locale IN ('uz', 'ru', 'en')),
  field_values jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(field_values) = 'object'),
  body jsonb CHECK (jsonb_typeof(body) = 'array'),
  -- Tiyin: the claim value (da'vo bahosi) and the estimated state duty.
  claim_value bigint CHECK (claim_value >= 0),
  state_duty bigint CHECK (state_duty >= 0),
  status text NOT NULL DEFAULT 'draft' CHECK (paper_status_is_valid(status)),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  -- Recorded by the visitor once filed.
  filed_case_number text CHECK (length(filed_case_number) <= 100),
  filed_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER user_claims_updated_at BEFORE UPDATE ON user_claims FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX user_claims_user_idx ON user_claims (user_id, updated_at DESC, id);
CREATE INDEX user_claims_template_idx ON user_claims (template_id);
CREATE INDEX user_claims_court_idx ON user_claims (court_id);

CREATE TABLE support_categories (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  icon text NOT NULL DEFAULT '' CHECK (icon = '' OR icon ~ '^[a-z0-9-]+:[a-z0-9-]+$'),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE support_questions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category_id bigint NOT NULL REFERENCES support_categories (id) ON DELETE RESTRICT,
  question jsonb NOT NULL CHECK (l10n_is_valid(question, true)),
  answer jsonb NOT NULL CHECK (l10n_rich_is_valid(answer, true)),
  sort_order integer NOT NULL DEFAULT 0,
  featured boolean NOT NULL DEFAULT false,
  search_text text GENERATED ALWAYS AS (l10n_search(question)) STORED,
  search_vector tsvector GENERATED ALWAYS AS (l10n_tsvector(question, 'A') || l10n_rich_tsvector(answer, 'C')) STORED
);
CREATE INDEX support_questions_category_idx ON support_questions (category_id, sort_order, id);
CREATE INDEX support_questions_featured_idx ON support_questions (sort_order, id) WHERE featured;
CREATE INDEX support_questions_search_idx ON support_questions USING gin (search_text gin_trgm_ops);
CREATE INDEX support_questions_fts_idx ON support_questions USING gin (search_vector);

-- A request for help: from a signed-in visitor, or from a guest who leaves a contact.
CREATE TABLE support_tickets (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  category_id bigint REFERENCES support_categories (id) ON DELETE SET NULL,
  contact text CHECK (length(btrim(contact)) BETWEEN 3 AND 200),
  subject text NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 200),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'closed')),
  locale text NOT NULL DEFAULT 'uz' CHECK (locale IN ('uz', 'ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (user_id IS NOT NULL OR contact IS NOT NULL)
);
CREATE TRIGGER support_tickets_updated_at BEFORE UPDATE ON support_tickets FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE INDEX support_tickets_user_idx ON support_tickets (user_id, created_at DESC, id);
CREATE INDEX support_tickets_status_idx ON support_tickets (status, created_at);

CREATE TABLE support_ticket_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES support_tickets (id) ON DELETE CASCADE,
  author_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  from_staff boolean NOT NULL DEFAULT false,
  body text NOT NULL CHECK (length(btrim(body)) BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX support_ticket_messages_ticket_idx ON support_ticket_messages (ticket_id, created_at, id);
