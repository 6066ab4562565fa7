-- Signing with E-IMZO (issue 33, ADR 026): a generated claim or document frozen as the exact PDF
-- its signers signed, their detached signatures as E-IMZO-SERVER verified and timestamped them,
-- and the public check's code that the paper's QR code carries.

-- One frozen paper: the bytes signed (never rendered again), their SHA-256, and the version of the
-- claim or the document they were made from. Editing the claim or the document makes a new,
-- unsigned version; this one stays downloadable.
CREATE TABLE signed_papers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claim_id bigint REFERENCES user_claims (id) ON DELETE CASCADE,
  document_id bigint REFERENCES user_documents (id) ON DELETE CASCADE,
  source_version integer NOT NULL CHECK (source_version >= 1),
  title text NOT NULL CHECK (length(btrim(title)) BETWEEN 1 AND 200),
  locale text NOT NULL CHECK (locale IN ('uz', 'ru', 'en')),
  file bytea NOT NULL,
  -- What the file was rendered from ({body, fields?, fieldValues?}): the copy with the signature
  -- page is rendered from it again, the same pages with one more.
  render jsonb NOT NULL CHECK (jsonb_typeof(render) = 'object'),
  -- The organisations the paper names (a claim's plaintiff): an organisation's key signs only for them.
  party_tins text[] NOT NULL DEFAULT '{}',
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  -- /verify/{code}: random, not the paper's id; the QR code on the signature page carries it.
  verify_code text NOT NULL UNIQUE CHECK (verify_code ~ '^[A-Za-z0-9_-]{16,64}$'),
  -- The owner lets anyone with the code download the file from /verify/{code}.
  public_file boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(claim_id, document_id) = 1)
);
CREATE UNIQUE INDEX signed_papers_claim_version_idx ON signed_papers (claim_id, source_version) WHERE claim_id IS NOT NULL;
CREATE UNIQUE INDEX signed_papers_document_version_idx ON signed_papers (document_id, source_version) WHERE document_id IS NOT NULL;
CREATE INDEX signed_papers_user_idx ON signed_papers (user_id, created_at DESC);

-- A signature on a paper: the timestamped PKCS#7 as E-IMZO-SERVER returned it (the .p7s), and what
-- its verification said of the signer's certificate. One per person (or organisation) per paper.
CREATE TABLE paper_signatures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paper_id bigint NOT NULL REFERENCES signed_papers (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  pkcs7 bytea NOT NULL,
  signer_name text NOT NULL,
  pinfl text NOT NULL CHECK (pinfl ~ '^[0-9]{14}$'),
  tin text CHECK (tin ~ '^[0-9]{9}$'),
  organisation text,
  position text,
  certificate_serial text NOT NULL,
  issuer text NOT NULL,
  certificate_valid_from timestamptz NOT NULL,
  certificate_valid_to timestamptz NOT NULL,
  signed_at timestamptz,
  timestamped_at timestamptz,
  timestamp_serial text,
  -- The timestamp authority as E-IMZO-SERVER names it.
  tsa text,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX paper_signatures_signer_idx ON paper_signatures (paper_id, pinfl, coalesce(tin, ''));

-- Another party's invitation to sign (a contract's other side, a co-plaintiff): a one-time link of
-- which only the SHA-256 is kept, shown once to the paper's owner.
CREATE TABLE paper_sign_invites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  paper_id bigint NOT NULL REFERENCES signed_papers (id) ON DELETE CASCADE,
  token_sha256 text NOT NULL UNIQUE CHECK (token_sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL DEFAULT now() + interval '14 days',
  used_at timestamptz,
  used_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX paper_sign_invites_paper_idx ON paper_sign_invites (paper_id);

-- Signing in with an organisation's E-IMZO key (its TIN in the certificate) signs in its director,
-- who acts for the organisation in that session: a new claim's plaintiff is the organisation, its
-- name and TIN from the certificate ({tin, name, position}).
ALTER TABLE sessions ADD COLUMN acts_for jsonb CHECK (acts_for IS NULL OR jsonb_typeof(acts_for) = 'object');
