-- Whether the artist says a track is instrumental: the ERN's IsInstrumental comes from this answer alone, no longer
-- from a missing lyrics language. Existing tracks never said so.
ALTER TABLE submission_tracks ADD COLUMN instrumental boolean NOT NULL DEFAULT false;
