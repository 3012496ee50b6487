-- Each delivery attempt's batch is named and recorded here before its first byte goes out: a retry finds
-- the batch an earlier attempt started and finishes or confirms it instead of sending the release again under a new
-- name. One unfinished batch per release and target: two deliveries of one release to one store never run side by side.
CREATE TABLE release_delivery_batches (
  batch_id text PRIMARY KEY,
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  target_id text NOT NULL DEFAULT 'default',
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  package_key text
);
CREATE UNIQUE INDEX release_delivery_batches_one_open ON release_delivery_batches (submission_id, target_id)
  WHERE completed_at IS NULL;
