-- The review desk filters by status in any case (lower(status) = $1) and pages by (created_at, id).
CREATE INDEX submissions_lower_status_created_idx ON submissions (lower(status), created_at DESC, id DESC);

-- The analytics dashboard counts and groups a window of client errors without reading the rows.
CREATE INDEX client_errors_created_category_idx ON client_errors (created_at, category);

-- Web vitals summed per hour and name, kept by triggers, so averages over a week read at most 168 rows per name
-- plus the raw rows of the two partial hours at the window's edges.
CREATE TABLE web_vitals_hourly (
  hour timestamptz NOT NULL,
  name text NOT NULL,
  value_sum double precision NOT NULL,
  samples bigint NOT NULL,
  PRIMARY KEY (hour, name)
);

INSERT INTO web_vitals_hourly (hour, name, value_sum, samples)
SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'), name, sum(value), count(*) FROM web_vitals GROUP BY 1, 2;

CREATE FUNCTION web_vitals_hourly_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO web_vitals_hourly (hour, name, value_sum, samples)
  SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'), name, sum(value), count(*) FROM inserted GROUP BY 1, 2
  ON CONFLICT (hour, name) DO UPDATE
    SET value_sum = web_vitals_hourly.value_sum + excluded.value_sum, samples = web_vitals_hourly.samples + excluded.samples;
  RETURN NULL;
END $$;

CREATE FUNCTION web_vitals_hourly_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE web_vitals_hourly h SET value_sum = h.value_sum - d.value_sum, samples = h.samples - d.samples
  FROM (SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00') AS hour, name, sum(value) AS value_sum, count(*) AS samples FROM removed GROUP BY 1, 2) d
  WHERE h.hour = d.hour AND h.name = d.name;
  DELETE FROM web_vitals_hourly WHERE samples <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER web_vitals_hourly_on_insert AFTER INSERT ON web_vitals
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION web_vitals_hourly_add();
CREATE TRIGGER web_vitals_hourly_on_delete AFTER DELETE ON web_vitals
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION web_vitals_hourly_remove();

-- The raw rows of the edge hours, read with their values from the index.
CREATE INDEX web_vitals_created_name_value_idx ON web_vitals (created_at, name) INCLUDE (value);
