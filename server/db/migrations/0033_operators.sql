-- The people who run the site (issue 32, ADR 022): roles, the audit log of what they do, and the
-- law's data they keep current.

-- A role is granted to a PINFL, not to an account, so it can be granted before that person's first
-- sign-in (OneID makes the account then); `npm run ops:grant` is the only way in (never the web).
CREATE TABLE operator_roles (
  pinfl text NOT NULL CHECK (pinfl ~ '^[0-9]{14}$'),
  role text NOT NULL CHECK (role IN ('operator', 'admin')),
  granted_at timestamptz NOT NULL DEFAULT now(),
  -- Who granted it: the command line's user and host.
  granted_by text NOT NULL CHECK (length(btrim(granted_by)) BETWEEN 1 AND 200),
  PRIMARY KEY (pinfl, role)
);

-- Every operator action, and every grant and revocation: who, when, what, before and after.
-- Append-only: the triggers below refuse to change or remove a row, so the log is never edited
-- (not even by a person's account being deleted: the actor is kept as written, not as a key).
CREATE TABLE ops_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_user_id bigint,
  -- The actor as they were: "Aziz Karimov (3120…0123)", or "command line (user@host)".
  actor text NOT NULL CHECK (length(btrim(actor)) BETWEEN 1 AND 300),
  action text NOT NULL CHECK (action ~ '^[a-z][a-z_.-]{1,80}$'),
  -- What it was done to: "base-calculation-amount 2026-08-01", "role 31234567890123 operator".
  subject text NOT NULL CHECK (length(btrim(subject)) BETWEEN 1 AND 300),
  before jsonb,
  after jsonb,
  note text CHECK (length(note) <= 2000)
);
CREATE INDEX ops_audit_at_idx ON ops_audit (at DESC, id DESC);

CREATE FUNCTION ops_audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ops_audit is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER ops_audit_no_update BEFORE UPDATE OR DELETE ON ops_audit FOR EACH ROW EXECUTE FUNCTION ops_audit_refuse_change();
CREATE TRIGGER ops_audit_no_truncate BEFORE TRUNCATE ON ops_audit FOR EACH STATEMENT EXECUTE FUNCTION ops_audit_refuse_change();

-- A base calculation amount an operator wrote or corrected in the console: the seed's content,
-- written again with --force, leaves it as the operator made it.
ALTER TABLE base_calculation_amounts ADD COLUMN operator_edited_at timestamptz;
