-- The stores and distributors the label delivers to. The password and private key are write-only for staff: the
-- API never returns them. `config_key` marks the one target made from the single-SFTP settings of older installs, so
-- making it again at the next start finds it instead of adding a second.
CREATE TABLE delivery_targets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  party_id text NOT NULL,
  party_name text NOT NULL,
  host text NOT NULL,
  port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  username text NOT NULL,
  password text NOT NULL DEFAULT '',
  private_key text NOT NULL DEFAULT '',
  host_key_sha256 text NOT NULL DEFAULT '',
  folder text NOT NULL,
  choreography text NOT NULL CHECK (choreography IN ('batched', 'release-by-release')),
  message_control text NOT NULL CHECK (message_control IN ('test', 'live')),
  audio_format text NOT NULL CHECK (audio_format IN ('wav', 'flac')),
  lead_time_business_days integer NOT NULL CHECK (lead_time_business_days >= 0),
  deals jsonb NOT NULL,
  config_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX delivery_targets_name_unique ON delivery_targets (lower(name));
