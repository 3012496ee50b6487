-- Label copy per track (issue 30): the version a store shows beside the title, and the lyrics' ISO 639-1 language.
ALTER TABLE submission_tracks ADD COLUMN version text NOT NULL DEFAULT '';
ALTER TABLE submission_tracks ADD COLUMN lyrics_language text;
