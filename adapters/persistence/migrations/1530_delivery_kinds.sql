-- A delivery is the release's first, an update (the whole release again) or a takedown (the release without deals).
-- The job reads the kind when it runs, so the newest order staff gave is the one sent; the takedown's reason is what
-- the artist reads.
ALTER TABLE release_deliveries ADD COLUMN kind text NOT NULL DEFAULT 'release'
  CHECK (kind IN ('release', 'update', 'takedown'));
ALTER TABLE release_deliveries ADD COLUMN takedown_reason text;
