-- Addresses each account signed in from successfully: the account-wide sign-in limit does not block them, so a
-- stranger guessing from elsewhere cannot lock the owner out of their usual address.
CREATE TABLE auth_known_addresses (
  account_key text NOT NULL,
  ip text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (account_key, ip)
);
CREATE INDEX auth_known_addresses_last_success_idx ON auth_known_addresses (last_success_at);
