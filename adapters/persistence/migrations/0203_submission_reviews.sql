-- Staff status changes on the review desk, with the optional note shown to the artist and mailed to them.
CREATE TABLE submission_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  note text,
  changed_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_reviews_submission_idx ON submission_reviews (submission_id, created_at DESC);
-- Review-desk text search on artist and title.
CREATE INDEX submissions_artist_name_lower_idx ON submissions (lower(artist_name));
CREATE INDEX submissions_release_title_lower_idx ON submissions (lower(release_title));
