-- A delivery queued by an approval waits out the approval's undo window (issue 30): when it is due to send, or null
-- for at once (staff pressed Deliver).
ALTER TABLE release_deliveries ADD COLUMN sends_at timestamptz;
