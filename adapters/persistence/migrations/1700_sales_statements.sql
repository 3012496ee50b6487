-- Sales reports in, statements out. Amounts of report lines are integers of 10^-10 of the currency's
-- major unit (stores report per-stream values with many decimals); statement entries are whole minor units.
CREATE TABLE royalty_periods (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  base_currency text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE royalty_period_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  period_id uuid NOT NULL REFERENCES royalty_periods (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('closed', 'reopened')),
  reason text NOT NULL DEFAULT '',
  staff_name text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX royalty_period_events_period_idx ON royalty_period_events (period_id, at);

CREATE TABLE royalty_exchange_rates (
  period_id uuid NOT NULL REFERENCES royalty_periods (id) ON DELETE CASCADE,
  currency text NOT NULL,
  rate text NOT NULL,
  PRIMARY KEY (period_id, currency)
);

CREATE TABLE sales_csv_templates (
  store text PRIMARY KEY,
  delimiter text NOT NULL,
  columns jsonb NOT NULL,
  currency text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sales_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  period_id uuid NOT NULL REFERENCES royalty_periods (id) ON DELETE RESTRICT,
  file_name text NOT NULL,
  format text NOT NULL CHECK (format IN ('dsrf', 'csv')),
  store text NOT NULL,
  -- The same file imported twice is refused by its contents' hash.
  sha256 text NOT NULL UNIQUE,
  line_count integer NOT NULL,
  totals jsonb NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sales_reports_period_idx ON sales_reports (period_id);

CREATE TABLE sales_report_lines (
  report_id uuid NOT NULL REFERENCES sales_reports (id) ON DELETE CASCADE,
  line_number integer NOT NULL,
  isrc text,
  upc text,
  title text NOT NULL,
  artist text NOT NULL,
  store text NOT NULL,
  country text NOT NULL,
  month text NOT NULL,
  currency text NOT NULL,
  amount bigint NOT NULL,
  usages bigint NOT NULL,
  track_id uuid,
  release_id uuid,
  artist_id uuid,
  matched_by text CHECK (matched_by IN ('isrc', 'upc', 'staff')),
  -- A line of a closed period matched by hand later is paid in the period it was carried into.
  carried_into_period uuid REFERENCES royalty_periods (id),
  PRIMARY KEY (report_id, line_number)
);
CREATE INDEX sales_report_lines_unmatched_idx ON sales_report_lines (report_id) WHERE release_id IS NULL;

CREATE TABLE royalty_rates (
  -- 'default' or an artist's id: the artist's share of net receipts in basis points.
  subject text PRIMARY KEY,
  artist_basis_points integer NOT NULL CHECK (artist_basis_points BETWEEN 0 AND 10000)
);
INSERT INTO royalty_rates (subject, artist_basis_points) VALUES ('default', 5000);

CREATE TABLE royalty_recoupables (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  artist_id uuid NOT NULL REFERENCES artists (id) ON DELETE CASCADE,
  currency text NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What closing a period allocated; deleted when it is re-opened and written again when it closes.
CREATE TABLE statement_entries (
  period_id uuid NOT NULL REFERENCES royalty_periods (id) ON DELETE CASCADE,
  report_id uuid NOT NULL REFERENCES sales_reports (id) ON DELETE CASCADE,
  currency text NOT NULL,
  kind text NOT NULL,
  payee text,
  release_id uuid,
  track_id uuid,
  store text NOT NULL,
  country text NOT NULL,
  month text NOT NULL,
  minor bigint NOT NULL
);
CREATE INDEX statement_entries_period_payee_idx ON statement_entries (period_id, payee);
CREATE INDEX statement_entries_escrow_idx ON statement_entries (payee, track_id) WHERE kind IN ('escrow', 'escrow-release');
