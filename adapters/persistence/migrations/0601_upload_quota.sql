-- Upload quota reservations: one row per file or clip, charged to its form session and its client address,
-- written before any byte is stored; a refused or failed upload deletes its row.
CREATE TABLE upload_quota_reservations (
  id uuid PRIMARY KEY,
  session_key text NOT NULL,
  address_key text NOT NULL,
  bytes bigint NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX upload_quota_session_idx ON upload_quota_reservations (session_key, created_at);
CREATE INDEX upload_quota_address_idx ON upload_quota_reservations (address_key, created_at);

-- A standard upload writes its row ('receiving') before its bytes, so a crash leaves nothing the clean-up cannot see.
ALTER TABLE uploads DROP CONSTRAINT uploads_status_check;
ALTER TABLE uploads ADD CONSTRAINT uploads_status_check CHECK (status IN ('receiving', 'pending', 'stored'));
