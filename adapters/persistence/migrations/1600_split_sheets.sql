-- Split sheets: one sheet per track and release version; one consent per person on a sheet (carried over
-- to the next version when their share and the audio did not change); the private links, stored as SHA-256 only.
CREATE TABLE split_sheets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  track_key text NOT NULL,
  version integer NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  isrc text,
  audio_sha256 text,
  shares jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (submission_id, track_key, version)
);

CREATE TABLE split_consents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sheet_id uuid NOT NULL REFERENCES split_sheets (id) ON DELETE CASCADE,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  email text NOT NULL,
  name text NOT NULL,
  state text NOT NULL CHECK (state IN ('asked', 'opened', 'agreed', 'declined', 'expired')),
  -- The sheet version the person answered (an agreement carried over names the version it was given to).
  answered_version integer,
  asked_at timestamptz NOT NULL,
  opened_at timestamptz,
  answered_at timestamptz,
  decline_reason text,
  signed_name text,
  signer_ip text,
  signer_user_agent text,
  document_sha256 text,
  offline_note text,
  marked_by text,
  UNIQUE (sheet_id, email)
);
CREATE INDEX split_consents_person_idx ON split_consents (submission_id, email);

CREATE TABLE split_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX split_links_person_idx ON split_links (submission_id, email);

-- A reminder is mailed once: the job that sends it first claims its row here, in the mail's transaction.
CREATE TABLE split_reminders_sent (
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  email text NOT NULL,
  round integer NOT NULL,
  ordinal integer NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (submission_id, email, round, ordinal)
);
