-- One row per housekeeping job and period: the instance whose insert succeeds enqueues that period's run, so
-- instances that start (or tick) in the same period do not enqueue it again.
CREATE TABLE periodic_runs (
  kind text NOT NULL,
  period bigint NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, period)
);
