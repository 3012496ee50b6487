-- Every mail the portal sends is recorded here; with MAIL_ADAPTER=outbox this is the only delivery (staff read it).
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  from_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  category text,
  status text NOT NULL DEFAULT 'stored',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);

-- The built-in work board (BOARD_ADAPTER=database): items with free column values, mirrored from our tables.
CREATE TABLE board_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  group_name text NOT NULL DEFAULT 'Submissions',
  column_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX board_items_created_idx ON board_items (created_at DESC);
