-- An identifier a release brings is reserved only once the release is approved (issue 45): an unreviewed submission
-- no longer holds it for everyone. Approved releases claim their ISRCs and UPC here, so no two ever share one; the
-- identifier columns keep plain indexes for the lookups.
DROP INDEX submission_tracks_isrc_unique;
DROP INDEX submissions_upc_unique;
CREATE INDEX submission_tracks_isrc_idx ON submission_tracks (isrc) WHERE isrc IS NOT NULL;
CREATE INDEX submissions_upc_idx ON submissions (upc) WHERE upc IS NOT NULL;

CREATE TABLE release_identifier_claims (
  kind text NOT NULL CHECK (kind IN ('isrc', 'upc')),
  value text NOT NULL,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, value)
);
CREATE INDEX release_identifier_claims_submission_idx ON release_identifier_claims (submission_id);

-- Releases approved before: their identifiers were unique across every submission, so these never collide.
INSERT INTO release_identifier_claims (kind, value, submission_id)
  SELECT 'upc', upc, id FROM submissions WHERE upc IS NOT NULL AND lower(status) IN ('approved', 'live');
INSERT INTO release_identifier_claims (kind, value, submission_id)
  SELECT 'isrc', t.isrc, t.submission_id FROM submission_tracks t JOIN submissions s ON s.id = t.submission_id
  WHERE t.isrc IS NOT NULL AND lower(s.status) IN ('approved', 'live');
