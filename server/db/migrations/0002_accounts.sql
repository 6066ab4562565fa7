-- Accounts: people signed in through OneID, and their sessions.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- PINFL, the personal identification number OneID returns as `pin`: the identity of a citizen.
  pinfl text NOT NULL UNIQUE CHECK (pinfl ~ '^[0-9]{14}$'),
  oneid_login text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  phone text CHECK (phone ~ '^\+?[0-9 ()-]{5,24}$'),
  email text CHECK (email ~ '^[^@\s]+@[^@\s]+$'),
  -- OneID user_type: I individual, L legal entity.
  user_type text NOT NULL DEFAULT 'I' CHECK (user_type IN ('I', 'L')),
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'staff', 'admin')),
  locale text NOT NULL DEFAULT 'uz' CHECK (locale IN ('uz', 'ru', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
CREATE TRIGGER users_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Our own opaque session (cookie `act`): only the SHA-256 of the token is kept, never the token.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  -- OneID's access token lives here only (for one_log_out on sign-out), never in a cookie.
  oneid_access_token text,
  oneid_scope text,
  user_agent text CHECK (length(user_agent) <= 512),
  ip_address text CHECK (length(ip_address) <= 64),
  CHECK (expires_at > created_at)
);
CREATE INDEX sessions_user_idx ON sessions (user_id, last_used_at DESC);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
