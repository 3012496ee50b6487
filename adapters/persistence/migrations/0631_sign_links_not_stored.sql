-- Built-in signing links are derived from the request id and a server secret; the old random ones were stored
-- beside their hash. Drop them; a request still awaiting with such a link is expired (the artist starts again).
UPDATE signature_requests SET status = 'expired', completed_at = now()
  WHERE status = 'awaiting_signature' AND sign_token_hash IS NOT NULL;
UPDATE signature_requests SET sign_url = NULL WHERE sign_token_hash IS NOT NULL;
