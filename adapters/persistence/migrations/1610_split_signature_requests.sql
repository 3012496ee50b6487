-- A collaborator's agreement signed through an e-signature provider (Dropbox Sign embedded): the provider's request,
-- whose link and which exact sheet text (its SHA-256) it was created for, so its signed callback answers that person.
CREATE TABLE split_signature_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  email text NOT NULL,
  adapter text NOT NULL,
  provider_request_id text NOT NULL,
  document_sha256 text NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (adapter, provider_request_id)
);
CREATE INDEX split_signature_requests_person ON split_signature_requests (submission_id, email);
