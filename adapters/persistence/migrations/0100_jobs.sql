-- Durable background work (board mirroring, mail, social clips...): a worker claims due rows with
-- FOR UPDATE SKIP LOCKED so several API instances share the queue; failures retry with backoff, then 'dead'.
CREATE TABLE jobs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  status text NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer,
  run_at timestamptz NOT NULL DEFAULT now(),
  dedupe_key text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  CONSTRAINT jobs_status_check CHECK (status IN ('queued', 'running', 'done', 'dead'))
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('queued', 'running');
CREATE UNIQUE INDEX jobs_dedupe_key ON jobs (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND status IN ('queued', 'running');
CREATE INDEX jobs_kind_status_idx ON jobs (kind, status);
