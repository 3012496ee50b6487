-- A release's store identifiers: the artist's own (kept on a catalogue transfer) or assigned by the label on approval.
-- Unique wherever set, so two approvals can never share one.
ALTER TABLE submission_tracks ADD COLUMN isrc text;
ALTER TABLE submissions ADD COLUMN upc text;
CREATE UNIQUE INDEX submission_tracks_isrc_unique ON submission_tracks (isrc) WHERE isrc IS NOT NULL;
CREATE UNIQUE INDEX submissions_upc_unique ON submissions (upc) WHERE upc IS NOT NULL;

-- The next number of each identifier range the label assigns from (ISRC designation per registrant and year; GS1 item
-- reference per prefix). Taken with a row lock inside the approval's transaction.
CREATE TABLE identifier_sequences (
  range_key text PRIMARY KEY,
  next_value bigint NOT NULL CHECK (next_value >= 0)
);

-- One delivery state per approved release; the durable job `delivery.deliver-release` moves it.
CREATE TABLE release_deliveries (
  submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('queued', 'delivered', 'failed')),
  adapter text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  package_key text,
  queued_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX release_deliveries_status ON release_deliveries (status, updated_at);
