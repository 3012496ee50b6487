-- The smallest cover (its shorter side, in pixels) each store takes; the desk flags a smaller one before approval.
ALTER TABLE delivery_targets ADD COLUMN artwork_min_side_px integer NOT NULL DEFAULT 3000
  CHECK (artwork_min_side_px BETWEEN 500 AND 6000);
