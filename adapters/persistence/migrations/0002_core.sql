-- The people and the releases every feature shares. Feature migrations add their own tables and columns.
CREATE TABLE artists (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The short public identifier an artist types to sign in (with their invitation code).
  artist_code text NOT NULL UNIQUE,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  surname text NOT NULL DEFAULT '',
  artist_name text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'Active',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX artists_email_key ON artists (lower(email));

CREATE TABLE submissions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid REFERENCES artists (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'Pending',
  upload_type text NOT NULL,
  release_type text,
  release_title text NOT NULL DEFAULT '',
  release_date date,
  first_name text NOT NULL DEFAULT '',
  surname text NOT NULL DEFAULT '',
  email text NOT NULL,
  artist_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submissions_artist_idx ON submissions (artist_id, created_at DESC);
CREATE INDEX submissions_status_created_idx ON submissions (status, created_at DESC, id DESC);
CREATE INDEX submissions_created_idx ON submissions (created_at DESC, id DESC);
