-- A submission as the server keeps it from the wizard's first save until it is submitted: the answers, the wizard's
-- step and, through its form session, the uploaded files. An anonymous draft is reached with a resume link (hash
-- only); a signed-in or invited artist's draft belongs to the artist.
CREATE TABLE submission_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_session_id text NOT NULL UNIQUE,
  artist_id uuid REFERENCES artists (id) ON DELETE CASCADE,
  invitation_id uuid REFERENCES invitations (id) ON DELETE SET NULL,
  returning_link_id uuid REFERENCES returning_links (id) ON DELETE SET NULL,
  -- Set when the draft reworks an existing submission (In Progress or Changes Requested).
  submission_id uuid REFERENCES submissions (id) ON DELETE CASCADE,
  origin text NOT NULL,
  revision integer NOT NULL DEFAULT 1,
  answers jsonb NOT NULL,
  wizard jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX submission_drafts_artist_idx ON submission_drafts (artist_id, updated_at DESC) WHERE artist_id IS NOT NULL;
CREATE UNIQUE INDEX submission_drafts_submission_idx ON submission_drafts (submission_id) WHERE submission_id IS NOT NULL;
CREATE INDEX submission_drafts_expiry_idx ON submission_drafts (expires_at);

CREATE TABLE draft_resume_links (
  token_hash text PRIMARY KEY,
  draft_id uuid NOT NULL REFERENCES submission_drafts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX draft_resume_links_draft_idx ON draft_resume_links (draft_id);
