-- Field-level change requests: each staff decision keeps the notes pinned to fields ([{ field, note }], domain/review-pins).
ALTER TABLE submission_reviews ADD COLUMN pins jsonb NOT NULL DEFAULT '[]'::jsonb;

-- The label's own note templates staff pick from when pinning a note; `field_kind` narrows a template to a kind of field.
CREATE TABLE change_note_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  field_kind text NOT NULL CHECK (field_kind IN ('any', 'artwork', 'trackTitle', 'trackAudio', 'songwriterSplit', 'releaseTitle')),
  body text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO change_note_templates (field_kind, body, position) VALUES
  ('artwork', 'Artwork contains a URL or logo; stores refuse those.', 1),
  ('artwork', 'Artwork must be a square image of at least 3000×3000 px.', 2),
  ('trackTitle', 'Track title has a spelling mistake.', 3),
  ('trackTitle', 'Remove ''feat.'' and extra artists from the title; credit them instead.', 4),
  ('releaseTitle', 'Release title should match the title on the artwork.', 5),
  ('songwriterSplit', 'Songwriter splits must add up to 100%.', 6),
  ('trackAudio', 'Audio is clipping; please send a new master.', 7),
  ('any', 'Please check this field and correct it.', 8);
