-- AI disclosure per track and for the artwork (DDEX ERN 4.3.2 ContainsAI on each SoundRecording and the cover Image).
-- The release's own answer is derived from them from now on. A release answered once for the whole release (migration
-- 1550) keeps what its ERN said: each track and the cover take the release's answer, and under 'Partly' a track is
-- 'Partly' when a part of the music was ticked, the cover when the artwork was. A release sent before any question
-- keeps nulls ("not asked"), never 'None'. The vocals/instrumentation/composition/lyrics ticks stay, for the tracks
-- answered 'Partly'.
ALTER TABLE submission_tracks ADD COLUMN contains_ai text CHECK (contains_ai IN ('None', 'Partly', 'All'));
ALTER TABLE submission_details ADD COLUMN artwork_contains_ai text CHECK (artwork_contains_ai IN ('None', 'Partly', 'All'));

UPDATE submission_tracks AS track
SET contains_ai = CASE
  WHEN details.contains_ai <> 'Partly' THEN details.contains_ai
  WHEN details.ai_vocals OR details.ai_instrumentation OR details.ai_composition OR details.ai_lyrics THEN 'Partly'
  ELSE 'None'
END
FROM submission_details AS details
WHERE details.submission_id = track.submission_id AND details.contains_ai IS NOT NULL;

UPDATE submission_details
SET artwork_contains_ai = CASE
  WHEN contains_ai <> 'Partly' THEN contains_ai
  WHEN ai_artwork THEN 'Partly'
  ELSE 'None'
END
WHERE contains_ai IS NOT NULL;

ALTER TABLE submission_details DROP COLUMN contains_ai;
ALTER TABLE submission_details DROP COLUMN ai_artwork;
