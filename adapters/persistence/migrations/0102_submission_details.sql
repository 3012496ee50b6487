-- Everything a public submission carries beyond the shared submissions row (issue 4), written in one transaction.
ALTER TABLE submissions ADD COLUMN board_item_id text;
CREATE INDEX submissions_board_item_idx ON submissions (board_item_id);

CREATE TABLE submission_details (
  submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'open',
  item_name text NOT NULL DEFAULT '',
  form_session_id text,
  invitation_id uuid,
  returning_link_id uuid,
  country text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  instagram_profile text NOT NULL DEFAULT '',
  tiktok_profile text NOT NULL DEFAULT '',
  no_instagram boolean NOT NULL DEFAULT false,
  no_tiktok boolean NOT NULL DEFAULT false,
  spotify_profile text NOT NULL DEFAULT '',
  listen_link text NOT NULL DEFAULT '',
  primary_genre text NOT NULL DEFAULT '',
  sub_genre text NOT NULL DEFAULT '',
  early_release_request boolean NOT NULL DEFAULT false,
  early_release_reason text NOT NULL DEFAULT '',
  influences text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  pro_number text NOT NULL DEFAULT '',
  publishing_interest boolean NOT NULL DEFAULT false,
  distributor text NOT NULL DEFAULT '',
  release_strategy text,
  full_release_date date,
  artwork_file_id text,
  artwork_url text NOT NULL DEFAULT '',
  additional_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  bot_score integer
);
CREATE INDEX submission_details_session_idx ON submission_details (form_session_id);

CREATE TABLE submission_tracks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  client_id text NOT NULL DEFAULT '',
  title text NOT NULL,
  file_id text,
  file_name text NOT NULL DEFAULT '',
  release_as_single boolean NOT NULL DEFAULT false,
  single_release_date date,
  single_order integer,
  use_custom_artwork boolean NOT NULL DEFAULT false,
  custom_artwork_file_id text,
  social_clips_enabled boolean NOT NULL DEFAULT false,
  solo_work boolean NOT NULL DEFAULT false,
  self_produced boolean NOT NULL DEFAULT false,
  self_written boolean NOT NULL DEFAULT false,
  has_master_split boolean NOT NULL DEFAULT false,
  production_year integer,
  parental_advisory boolean,
  lyrics text NOT NULL DEFAULT '',
  UNIQUE (submission_id, position)
);

-- One row per credited person; kind says which list of the credits panel it came from.
CREATE TABLE submission_credits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  track_id uuid NOT NULL REFERENCES submission_tracks (id) ON DELETE CASCADE,
  kind text NOT NULL,
  position integer NOT NULL,
  client_id text NOT NULL DEFAULT '',
  contributor_id text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  roles text[] NOT NULL DEFAULT '{}',
  percentage integer,
  CONSTRAINT submission_credits_kind_check CHECK (kind IN ('featured', 'non_featured', 'producer', 'songwriter', 'master_split')),
  UNIQUE (track_id, kind, position)
);

CREATE TABLE submission_clips (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  track_id uuid NOT NULL REFERENCES submission_tracks (id) ON DELETE CASCADE,
  position integer NOT NULL,
  client_id text NOT NULL DEFAULT '',
  start_time text NOT NULL,
  end_time text NOT NULL,
  description text NOT NULL DEFAULT '',
  UNIQUE (track_id, position)
);

CREATE TABLE submission_catalogue_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  client_id text NOT NULL DEFAULT '',
  type text NOT NULL,
  title text NOT NULL DEFAULT '',
  artist text NOT NULL DEFAULT '',
  image text NOT NULL DEFAULT '',
  spotify_url text NOT NULL,
  release_date text NOT NULL DEFAULT '',
  details jsonb,
  UNIQUE (submission_id, position)
);

-- Idempotency-Key answers: the request's hash, and the saved answer once done (in_flight while running).
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL DEFAULT 'in_flight',
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
