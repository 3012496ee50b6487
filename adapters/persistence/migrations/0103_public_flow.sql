-- Waiting list (public flow §4), invitations and returning links (§2.7), monitoring (§2.9), bot sessions and
-- per-IP rate limits shared by every API instance (issue 4).
CREATE TABLE waiting_list_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  surname text NOT NULL,
  artist_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  country text NOT NULL,
  city text NOT NULL,
  instagram_profile text NOT NULL DEFAULT '',
  tiktok_profile text NOT NULL DEFAULT '',
  spotify_profile text NOT NULL DEFAULT '',
  listen_link text NOT NULL,
  project_description text NOT NULL DEFAULT '',
  board_item_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX waiting_list_email_idx ON waiting_list_entries (lower(email), created_at DESC);

CREATE TABLE invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  reason text NOT NULL DEFAULT '',
  board_item_id text,
  created_by text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  submission_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_artist_idx ON invitations (artist_id);

CREATE TABLE returning_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true,
  usage_count integer NOT NULL DEFAULT 0,
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX returning_links_artist_idx ON returning_links (artist_id);

CREATE TABLE client_errors (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id text,
  message text NOT NULL,
  stack text NOT NULL DEFAULT '',
  stage text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  category text NOT NULL,
  severity text NOT NULL,
  occurred_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_created_idx ON client_errors (created_at DESC);

CREATE TABLE web_vitals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  value double precision NOT NULL,
  rating text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX web_vitals_created_idx ON web_vitals (created_at DESC, name);

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, subject, window_start)
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start);
