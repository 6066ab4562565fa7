-- Support tables for the API layer: idempotent POSTs and rate-limit counters.

-- A POST with an Idempotency-Key is answered once; a repeat with the same key and the same
-- request gets the stored answer, a repeat with another request is refused.
CREATE TABLE idempotency_keys (
  -- Who may reuse the key, e.g. 'user:12' or 'session:<id>'.
  scope text NOT NULL CHECK (length(scope) BETWEEN 1 AND 100),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  method text NOT NULL DEFAULT 'POST' CHECK (method ~ '^[A-Z]{3,7}$'),
  path text NOT NULL CHECK (length(path) BETWEEN 1 AND 2048),
  -- SHA-256 (hex) of the method, path and body.
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  -- NULL while the first request is still being processed.
  response_status smallint CHECK (response_status BETWEEN 100 AND 599),
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (scope, key),
  CHECK ((response_status IS NULL) = (completed_at IS NULL))
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Fixed-window counters: one row per key and window.
CREATE TABLE rate_limits (
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  window_start timestamptz NOT NULL,
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
