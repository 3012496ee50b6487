-- The artist profile of artist-portal §3 beyond the core artists row (names and email live there).
CREATE TABLE artist_profiles (
  artist_id uuid PRIMARY KEY REFERENCES artists (id) ON DELETE CASCADE,
  name text NOT NULL DEFAULT '',
  picture_key text,
  nationality text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  biography text NOT NULL DEFAULT '',
  spotify_profile text NOT NULL DEFAULT '',
  apple_music_profile text NOT NULL DEFAULT '',
  soundcloud_profile text NOT NULL DEFAULT '',
  instagram_profile text NOT NULL DEFAULT '',
  tiktok_profile text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  ppl_id text NOT NULL DEFAULT '',
  prs_id text NOT NULL DEFAULT '',
  has_signed_contract boolean NOT NULL DEFAULT false,
  contract_signature_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now()
);
