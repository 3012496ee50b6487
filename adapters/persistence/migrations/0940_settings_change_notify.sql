-- Whatever changes a portal-wide setting, every process on the database hears of it on the settings channel after
-- commit and drops its cached copy of that key.
CREATE FUNCTION notify_setting_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('settings_changes', OLD.key); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.key IS DISTINCT FROM OLD.key) THEN
    PERFORM pg_notify('settings_changes', NEW.key);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER app_settings_notify_change
AFTER INSERT OR UPDATE OR DELETE ON app_settings
FOR EACH ROW EXECUTE FUNCTION notify_setting_change();
