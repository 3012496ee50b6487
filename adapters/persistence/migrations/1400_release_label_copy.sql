-- Label copy per release (issue 30): the ℗ and © lines and the label name a store shows. A null year or a blank
-- owner or label name means the label's default (the release year, the configured LABEL_NAME).
ALTER TABLE submission_details ADD COLUMN p_line_year integer;
ALTER TABLE submission_details ADD COLUMN p_line_owner text NOT NULL DEFAULT '';
ALTER TABLE submission_details ADD COLUMN c_line_year integer;
ALTER TABLE submission_details ADD COLUMN c_line_owner text NOT NULL DEFAULT '';
ALTER TABLE submission_details ADD COLUMN label_name text NOT NULL DEFAULT '';
