-- Each target holds its own order: a takedown from one store leaves the others' orders (and deals) as they were, and
-- an update goes only to the stores that have the release. An order staff give names its targets (all by default);
-- the release's row keeps the newest order given, for the desk's summary.
CREATE TABLE release_target_orders (
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  target_id text NOT NULL,
  order_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('release', 'update', 'takedown')),
  takedown_reason text,
  -- Whether the artist reads the takedown's reason (staff choose).
  reason_shown boolean NOT NULL DEFAULT true,
  queued_at timestamptz NOT NULL,
  PRIMARY KEY (submission_id, target_id)
);
-- Until now an order went to every target: each current target (or the single configured delivery) holds it.
INSERT INTO release_target_orders (submission_id, target_id, order_id, kind, takedown_reason, queued_at)
SELECT d.submission_id, t.id::text, d.order_id, d.kind, d.takedown_reason, d.queued_at
FROM release_deliveries d CROSS JOIN delivery_targets t;
INSERT INTO release_target_orders (submission_id, target_id, order_id, kind, takedown_reason, queued_at)
SELECT d.submission_id, 'default', d.order_id, d.kind, d.takedown_reason, d.queued_at
FROM release_deliveries d WHERE NOT EXISTS (SELECT 1 FROM delivery_targets);
ALTER TABLE release_deliveries ADD COLUMN takedown_reason_shown boolean NOT NULL DEFAULT true;

-- Every acknowledgement file a store left for a batch, recorded once (its path is the key, so a pass run twice or on
-- two instances adds nothing). The batch's answer is its newest file's: a store that rejected and later accepted
-- shows Accepted. `position` is the file's place among the batch's files, oldest first.
CREATE TABLE release_delivery_acknowledgements (
  batch_id text NOT NULL REFERENCES release_delivery_batches (batch_id) ON DELETE CASCADE,
  file text NOT NULL,
  position integer NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'rejected')),
  file_status text NOT NULL,
  error_text text,
  needs_person boolean NOT NULL,
  read_at timestamptz NOT NULL,
  PRIMARY KEY (batch_id, file)
);
INSERT INTO release_delivery_acknowledgements (batch_id, file, position, outcome, file_status, error_text, needs_person, read_at)
SELECT batch_id, 'recorded-before-1900', -1, ack_outcome, coalesce(ack_file_status, ''), ack_error, coalesce(ack_needs_person, false), acknowledged_at
FROM release_delivery_batches WHERE acknowledged_at IS NOT NULL AND ack_outcome IS NOT NULL;
CREATE INDEX release_delivery_batches_completed ON release_delivery_batches (completed_at) WHERE completed_at IS NOT NULL;
