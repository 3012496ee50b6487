-- Who may sign in: staff by email + password, artists by artist ID + invitation code. Secrets are stored
-- only as scrypt hashes; sessions and throttling counters live here so several API instances share them.
CREATE TABLE staff_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email));

-- One live invitation code per artist; issuing a new one replaces the hash, revoking sets revoked_at.
CREATE TABLE artist_credentials (
  artist_id uuid PRIMARY KEY REFERENCES artists (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- The cookie/bearer carries a random id; only its SHA-256 is stored, so a database read leaks no session.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  role text NOT NULL,
  subject_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  idle_expires_at timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text,
  user_agent text,
  CONSTRAINT sessions_role_check CHECK (role IN ('artist', 'staff'))
);
CREATE INDEX sessions_subject_idx ON sessions (role, subject_id);
CREATE INDEX sessions_expiry_idx ON sessions (absolute_expires_at);

-- Failed attempts per key ('account:...', 'ip:...') in a fixed window; past the limit the key is blocked.
CREATE TABLE auth_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL
);
