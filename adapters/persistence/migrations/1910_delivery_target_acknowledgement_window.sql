-- How long a batch a store took may go unanswered (no ACK_*.xml in its folder) before the integrations page warns.
ALTER TABLE delivery_targets ADD COLUMN acknowledgement_window_hours integer NOT NULL DEFAULT 48
  CHECK (acknowledgement_window_hours BETWEEN 1 AND 720);
