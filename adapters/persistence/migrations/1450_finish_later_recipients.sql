-- The addresses 'finish later' mailed, per client address and for everyone, so the distinct recipients of each in
-- the last hour are counted across instances. Rows older than a day are deleted as new ones are written.
CREATE TABLE finish_later_recipients (
  scope_key text NOT NULL,
  recipient text NOT NULL,
  sent_at timestamptz NOT NULL
);
CREATE INDEX finish_later_recipients_scope_idx ON finish_later_recipients (scope_key, sent_at);
CREATE INDEX finish_later_recipients_sent_idx ON finish_later_recipients (sent_at);
