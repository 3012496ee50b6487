-- How a store's CSV writes its numbers: 1,234.56 (decimal point) or 1.234,56 (decimal comma). Templates saved
-- before this read decimal points, as they did.
ALTER TABLE sales_csv_templates
  ADD COLUMN number_format text NOT NULL DEFAULT 'decimal-point' CHECK (number_format IN ('decimal-point', 'decimal-comma'));
