-- Staff corrections of a release's label copy: one row per corrected line, shown on the artist's timeline.
-- before_text / after_text are the line in words ('' is blank, or the label's default where has_default).
CREATE TABLE label_copy_corrections (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
  field text NOT NULL,
  label text NOT NULL,
  before_text text NOT NULL,
  after_text text NOT NULL,
  has_default boolean NOT NULL DEFAULT false,
  status text NOT NULL,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  seq bigserial NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX label_copy_corrections_submission ON label_copy_corrections (submission_id, seq);
