-- Whatever changes what an artist's profile overview shows (the artist row, the profile, the number of submissions,
-- the latest signature request), every process on the database hears of it on the profile channel after commit and
-- drops its cached overview of that artist. Argument: the column holding the artist's id.
CREATE FUNCTION notify_profile_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_id text := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ->> TG_ARGV[0] END;
  after_id text := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ->> TG_ARGV[0] END;
BEGIN
  IF before_id IS NOT NULL THEN PERFORM pg_notify('profile_changes', before_id); END IF;
  IF after_id IS NOT NULL AND after_id IS DISTINCT FROM before_id THEN PERFORM pg_notify('profile_changes', after_id); END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER artists_notify_profile_change
AFTER UPDATE OR DELETE ON artists
FOR EACH ROW EXECUTE FUNCTION notify_profile_change('id');

CREATE TRIGGER artist_profiles_notify_profile_change
AFTER INSERT OR UPDATE OR DELETE ON artist_profiles
FOR EACH ROW EXECUTE FUNCTION notify_profile_change('artist_id');

CREATE TRIGGER submissions_notify_profile_change
AFTER INSERT OR DELETE OR UPDATE OF artist_id ON submissions
FOR EACH ROW EXECUTE FUNCTION notify_profile_change('artist_id');

CREATE TRIGGER signature_requests_notify_profile_change
AFTER INSERT OR DELETE OR UPDATE OF artist_id, status ON signature_requests
FOR EACH ROW EXECUTE FUNCTION notify_profile_change('artist_id');
