-- Artist agreements sent for signature (any e-signature adapter). Evidence of a built-in signature (time, IP,
-- user agent, SHA-256 of the document shown and of the PDF produced) is kept with the request.
CREATE TABLE signature_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
  adapter text NOT NULL,
  provider_request_id text,
  status text NOT NULL DEFAULT 'awaiting_signature',
  sign_url text,
  sign_token_hash text UNIQUE,
  signer_name text NOT NULL,
  signer_email text NOT NULL,
  document_text text NOT NULL,
  document_sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  signed_name text,
  signer_ip text,
  signer_user_agent text,
  pdf_key text,
  pdf_sha256 text,
  pdf bytea,
  CONSTRAINT signature_requests_status_check CHECK (status IN ('awaiting_signature', 'signed', 'declined', 'expired'))
);
-- At most one request in flight per artist: a second creation is refused (409).
CREATE UNIQUE INDEX signature_requests_in_flight_key ON signature_requests (artist_id) WHERE status = 'awaiting_signature';
CREATE INDEX signature_requests_artist_idx ON signature_requests (artist_id, created_at DESC);
