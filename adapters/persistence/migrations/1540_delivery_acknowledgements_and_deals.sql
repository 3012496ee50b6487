-- A store's acknowledgement of a batch it took (DDEX's FtpAcknowledgementMessage), read back from its SFTP folder:
-- accepted or rejected, the store's file status and error text, and whether it asks for a person. The first one read
-- is kept: acknowledged_at is set once, so an acknowledgement read again (after a restart, by another instance) is
-- never applied twice.
ALTER TABLE release_delivery_batches ADD COLUMN ack_outcome text CHECK (ack_outcome IN ('accepted', 'rejected'));
ALTER TABLE release_delivery_batches ADD COLUMN ack_file_status text;
ALTER TABLE release_delivery_batches ADD COLUMN ack_error text;
ALTER TABLE release_delivery_batches ADD COLUMN ack_needs_person boolean;
ALTER TABLE release_delivery_batches ADD COLUMN acknowledged_at timestamptz;
CREATE INDEX release_delivery_batches_awaiting_ack ON release_delivery_batches (completed_at)
  WHERE completed_at IS NOT NULL AND acknowledged_at IS NULL;

-- Staff's deal choices for a release: a timed start (HH:MM UTC on the release date) and the uses withheld per track
-- ([{ "trackId": …, "withheld": ["streaming"] }]). Every store's deals are cut the same way; the next update sends them.
CREATE TABLE release_deal_choices (
  submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  start_time_utc text,
  tracks jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);
