-- Whoever changes an artist's sign-in code or a staff account (the portal, a script, a console), every process
-- hears of it on the session channel after commit and drops what it cached about that person: their sessions and
-- whether their account is active. Arguments: the session role, and the column holding the person's id.
CREATE FUNCTION notify_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := to_jsonb(COALESCE(NEW, OLD));
BEGIN
  PERFORM pg_notify('session_changes', json_build_object('role', TG_ARGV[0], 'subjectId', changed ->> TG_ARGV[1])::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER artist_credentials_notify_change
AFTER INSERT OR UPDATE OR DELETE ON artist_credentials
FOR EACH ROW EXECUTE FUNCTION notify_account_change('artist', 'artist_id');

CREATE TRIGGER staff_accounts_notify_change
AFTER INSERT OR UPDATE OR DELETE ON staff_accounts
FOR EACH ROW EXECUTE FUNCTION notify_account_change('staff', 'id');
