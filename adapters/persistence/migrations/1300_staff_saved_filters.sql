-- Each staff member's named review-desk filter sets; saving under an existing name replaces it.
CREATE TABLE staff_saved_filters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  name text NOT NULL,
  filter jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (staff_id, name)
);

-- The catalogue lists approved and live releases by release date.
CREATE INDEX submissions_catalogue_release_date ON submissions (release_date, id) WHERE lower(status) IN ('approved', 'live');
