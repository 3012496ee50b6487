-- A provider's callback names its own request id: each one finds its row by it.
CREATE UNIQUE INDEX signature_requests_provider_key ON signature_requests (adapter, provider_request_id)
  WHERE provider_request_id IS NOT NULL;
