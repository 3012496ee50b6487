-- Resumable (tus) uploads: the SHA-256 of a file's bytes, recorded while they are received (same audio twice
-- on one release is flagged), and the lookup of unfinished uploads past their expiry.
ALTER TABLE uploads ADD COLUMN sha256 text;
CREATE INDEX uploads_pending_idx ON uploads (created_at) WHERE status = 'pending';
