-- Statements of claim (issue 11, ADR 010): state duty as rules in data, the base calculation amount
-- with its validity dates, the places each court serves (the "which court?" helper), and a
-- visitor's claim as structured answers with kept versions and generated documents.

-- A legal source as cited: {"title": "...", "url": "https://...", "verify"?: "what a lawyer must still confirm"}.
CREATE FUNCTION legal_source_is_valid(source jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT jsonb_typeof(source) = 'object'
     AND length(btrim(coalesce(source ->> 'title', ''))) > 0
     AND coalesce(source ->> 'url', 'https://') ~ '^https://'
$$;

-- The base calculation amount (bazaviy hisoblash miqdori, BHM / БРВ) in tiyin, from the day a decree
-- sets it: a new decree is a new row. The amount on a day is the row with the latest valid_from
-- on or before it.
CREATE TABLE base_calculation_amounts (
  valid_from date PRIMARY KEY,
  amount bigint NOT NULL CHECK (amount > 0),
  source jsonb NOT NULL CHECK (legal_source_is_valid(source))
);

-- State duty for a claim by court type and kind of claim (Law "On State Duty" of 6 Jan 2020 and its
-- annex). A percentage of the claim value with an optional floor and ceiling in BCA, or a fixed
-- number of BCA; small businesses pay half where the rule allows it.
CREATE TABLE state_duty_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  court_type text NOT NULL CHECK (court_type IN ('civil', 'criminal', 'economic', 'administrative', 'regional')),
  claim_kind text NOT NULL CHECK (claim_kind IN ('property', 'non-property', 'divorce')),
  percent numeric(7, 4) CHECK (percent > 0 AND percent <= 100),
  min_bca numeric(12, 4) CHECK (min_bca >= 0),
  max_bca numeric(12, 4) CHECK (max_bca >= 0),
  fixed_bca numeric(12, 4) CHECK (fixed_bca >= 0),
  -- Small-business and private-entrepreneurship subjects pay this share of the duty (50 %), or null.
  small_business_percent numeric(7, 4) CHECK (small_business_percent > 0 AND small_business_percent <= 100),
  explanation jsonb NOT NULL CHECK (l10n_is_valid(explanation, true)),
  source jsonb NOT NULL CHECK (legal_source_is_valid(source)),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to >= valid_from),
  CHECK ((percent IS NULL) <> (fixed_bca IS NULL)),
  CHECK (percent IS NOT NULL OR (min_bca IS NULL AND max_bca IS NULL)),
  CHECK (max_bca IS NULL OR min_bca IS NULL OR max_bca >= min_bca)
);
CREATE INDEX state_duty_rules_lookup_idx ON state_duty_rules (court_type, claim_kind, valid_from DESC);

-- Grounds on which a plaintiff pays no duty (alimony, an employee's labour claim, a consumer's claim).
CREATE TABLE state_duty_exemptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name jsonb NOT NULL CHECK (l10n_is_valid(name, true)),
  explanation jsonb NOT NULL CHECK (l10n_is_valid(explanation, true)),
  source jsonb NOT NULL CHECK (legal_source_is_valid(source)),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to >= valid_from),
  sort_order integer NOT NULL DEFAULT 0
);

-- A template names the kind of claim its duty rule is looked up by and the exemptions that usually
-- apply; the rule itself lives in state_duty_rules (it was a copy per template).
ALTER TABLE claim_templates DROP COLUMN state_duty_rule;
ALTER TABLE claim_templates ADD COLUMN duty_kind text NOT NULL DEFAULT 'property' CHECK (duty_kind IN ('property', 'non-property', 'divorce'));
ALTER TABLE claim_templates ADD COLUMN duty_exemptions text[] NOT NULL DEFAULT '{}';
-- Which court territorially: the defendant's (the usual rule), the plaintiff's or the defendant's
-- as the plaintiff chooses (alimony), or where the property lies.
ALTER TABLE claim_templates ADD COLUMN court_rule text NOT NULL DEFAULT 'defendant' CHECK (court_rule IN ('defendant', 'plaintiff-or-defendant', 'property'));
-- Demands the builder proposes ("I ask the court to…"), each {"text": l10n, "optional": boolean}.
ALTER TABLE claim_templates ADD COLUMN demands jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(demands) = 'array');

-- The seeded templates as the content now says (the seed writes the same; a database seeded before
-- this migration is right at once, and the claims recorded below take it).
UPDATE claim_templates SET duty_kind = 'divorce' WHERE slug = 'divorce';
UPDATE claim_templates SET duty_kind = 'non-property' WHERE slug IN ('contract-termination', 'reinstatement-at-work', 'eviction');
UPDATE claim_templates SET duty_exemptions = '{alimony}' WHERE slug = 'alimony-for-children';
UPDATE claim_templates SET duty_exemptions = '{employee-labour}' WHERE slug IN ('reinstatement-at-work', 'wage-arrears');
UPDATE claim_templates SET duty_exemptions = '{consumer}' WHERE slug = 'consumer-refund';
UPDATE claim_templates SET court_rule = 'plaintiff-or-defendant' WHERE slug = 'alimony-for-children';
UPDATE claim_templates SET court_rule = 'property' WHERE slug IN ('eviction', 'ownership-recognition');

-- Places (towns, districts) a court serves, lower case in every language, for the court helper.
ALTER TABLE courts ADD COLUMN serves text[] NOT NULL DEFAULT '{}';

-- A visitor's claim: the builder's answers by step (shared/claims/answers.ts), what it keeps of its
-- template (so a later change of the template never breaks it), and its latest generated document.
ALTER TABLE user_claims ADD COLUMN answers jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(answers) = 'object');
ALTER TABLE user_claims ADD COLUMN template jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(template) = 'object');
ALTER TABLE user_claims ADD COLUMN generated_version integer CHECK (generated_version >= 1);
ALTER TABLE user_claims ADD COLUMN generated_at timestamptz;
-- Claims made before this migration keep what their template says now.
UPDATE user_claims c SET template = jsonb_build_object(
    'id', t.id, 'slug', t.slug, 'titles', t.title, 'courtType', t.court_type, 'claimValueRule', t.claim_value_rule,
    'dutyKind', t.duty_kind, 'exemptions', to_jsonb(t.duty_exemptions), 'courtRule', t.court_rule, 'pretrialRequired', t.pretrial_required)
  FROM claim_templates t WHERE t.id = c.template_id;
ALTER TABLE user_claims ADD COLUMN filed_court_id bigint REFERENCES courts (id) ON DELETE SET NULL;
CREATE INDEX user_claims_filed_court_idx ON user_claims (filed_court_id);

-- Kept states of a claim (as user_document_versions): `n` is the claim's version whose state was
-- kept. A generated document is kept with its version, so generating again after an edit keeps the
-- earlier file.
CREATE TABLE user_claim_versions (
  claim_id bigint NOT NULL REFERENCES user_claims (id) ON DELETE CASCADE,
  n integer NOT NULL CHECK (n >= 1),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  locale text NOT NULL CHECK (locale IN ('uz', 'ru', 'en')),
  status text NOT NULL CHECK (paper_status_is_valid(status)),
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  -- The generated document (a RichTextDocument) for reason 'generated'.
  body jsonb CHECK (jsonb_typeof(body) = 'array'),
  claim_value bigint CHECK (claim_value >= 0),
  state_duty bigint CHECK (state_duty >= 0),
  reason text NOT NULL CHECK (reason IN ('created', 'autosave', 'generated')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (claim_id, n),
  CHECK ((reason = 'generated') = (body IS NOT NULL))
);
