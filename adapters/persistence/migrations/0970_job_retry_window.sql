-- A job gives up when its retry window (retry_since + the handler's budget) has passed, not after a fixed number of
-- tries, so an outage of hours delays work instead of losing it. Staff Retry restarts the window; Discard keeps
-- the row as 'discarded' so what was dropped, and by whom, stays visible.
ALTER TABLE jobs ADD COLUMN retry_since timestamptz NOT NULL DEFAULT now();
ALTER TABLE jobs DROP CONSTRAINT jobs_status_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'dead', 'discarded'));
CREATE INDEX jobs_dead_idx ON jobs (updated_at) WHERE status = 'dead';
