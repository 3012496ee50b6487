-- AI disclosure per release (DDEX ERN 4.3.2 ContainsAI): whether generative AI made any of the release
-- (None, Partly, All) and which parts. A release sent before the question has no answer: contains_ai stays null
-- ("not asked"), never 'None', and its ERN leaves ContainsAI out rather than claim no AI was used.
ALTER TABLE submission_details ADD COLUMN contains_ai text CHECK (contains_ai IN ('None', 'Partly', 'All'));
ALTER TABLE submission_details ADD COLUMN ai_vocals boolean NOT NULL DEFAULT false;
ALTER TABLE submission_details ADD COLUMN ai_instrumentation boolean NOT NULL DEFAULT false;
ALTER TABLE submission_details ADD COLUMN ai_composition boolean NOT NULL DEFAULT false;
ALTER TABLE submission_details ADD COLUMN ai_lyrics boolean NOT NULL DEFAULT false;
ALTER TABLE submission_details ADD COLUMN ai_artwork boolean NOT NULL DEFAULT false;
