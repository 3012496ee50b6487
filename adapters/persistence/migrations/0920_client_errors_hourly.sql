-- Client errors counted per hour and category, kept by triggers, so the analytics dashboard counts a week's errors
-- from at most 168 rows per category plus the raw rows of the two partial hours at the window's edges.
CREATE TABLE client_errors_hourly (
  hour timestamptz NOT NULL,
  category text NOT NULL,
  errors bigint NOT NULL,
  PRIMARY KEY (hour, category)
);

INSERT INTO client_errors_hourly (hour, category, errors)
SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'), category, count(*) FROM client_errors GROUP BY 1, 2;

CREATE FUNCTION client_errors_hourly_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_errors_hourly (hour, category, errors)
  SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00'), category, count(*) FROM inserted GROUP BY 1, 2
  ON CONFLICT (hour, category) DO UPDATE SET errors = client_errors_hourly.errors + excluded.errors;
  RETURN NULL;
END $$;

CREATE FUNCTION client_errors_hourly_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_errors_hourly h SET errors = h.errors - d.errors
  FROM (SELECT date_bin('1 hour', created_at, timestamptz '2000-01-01 00:00:00+00') AS hour, category, count(*) AS errors FROM removed GROUP BY 1, 2) d
  WHERE h.hour = d.hour AND h.category = d.category;
  DELETE FROM client_errors_hourly WHERE errors <= 0;
  RETURN NULL;
END $$;

CREATE TRIGGER client_errors_hourly_on_insert AFTER INSERT ON client_errors
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION client_errors_hourly_add();
CREATE TRIGGER client_errors_hourly_on_delete AFTER DELETE ON client_errors
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION client_errors_hourly_remove();
