-- The review loop: who made each status change (staff or the artist resubmitting) and for which version,
-- internal staff comments the artist never sees, the payload of each version, and who on staff owns a submission.
ALTER TABLE submission_reviews ADD COLUMN actor text NOT NULL DEFAULT 'staff';
ALTER TABLE submission_reviews ADD COLUMN version integer NOT NULL DEFAULT 1;
-- Orders changes made within the same instant (a bulk change, a resubmission right after a request).
ALTER TABLE submission_reviews ADD COLUMN seq bigserial;

CREATE TABLE submission_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  staff_id text NOT NULL,
  staff_name text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_comments_submission_idx ON submission_comments (submission_id, created_at);

-- Version 1 is snapshotted when the first resubmission arrives; the submission's own rows always hold the latest.
CREATE TABLE submission_versions (
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  version integer NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (submission_id, version)
);

CREATE TABLE submission_assignments (
  submission_id uuid PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  staff_id uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  assigned_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX submission_assignments_staff_idx ON submission_assignments (staff_id);

-- Desk search by email and sort by release date.
CREATE INDEX submissions_email_lower_idx ON submissions (lower(email));
CREATE INDEX submissions_release_date_idx ON submissions (release_date, id);
