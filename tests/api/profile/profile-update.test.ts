import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

describe('PUT /api/profile', () => {
  it('writes the artist name and the profile fields together', async () => {
    const artist = await createArtist(app(), { artistName: 'Before Name' });
    const cookie = await signInArtist(app(), artist);
    const res = await request(app().http)
      .put('/api/profile')
      .set(asBrowser(cookie))
      .send({ artistName: 'After Name', city: 'Leeds' })
      .expect(200);
    expect(res.body.profile).toMatchObject({ artistName: 'After Name', city: 'Leeds' });
  });

  it('leaves nothing written when the second statement fails half-way', async () => {
    const artist = await createArtist(app(), { artistName: 'Untouched Name' });
    const cookie = await signInArtist(app(), artist);
    // The profile row write fails after the artist name has been updated in the same request.
    await app().database.query(`
      CREATE OR REPLACE FUNCTION refuse_profile_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.city = 'Failtown' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$`);
    await app().database.query(
      'CREATE TRIGGER refuse_profile_write BEFORE INSERT OR UPDATE ON artist_profiles FOR EACH ROW EXECUTE FUNCTION refuse_profile_write()',
    );
    try {
      await request(app().http)
        .put('/api/profile')
        .set(asBrowser(cookie))
        .send({ artistName: 'Half Written', city: 'Failtown' })
        .expect(500);
      const [row] = await app().database.query<{ artist_name: string }>('SELECT artist_name FROM artists WHERE id = $1', [artist.id]);
      expect(row.artist_name).toBe('Untouched Name');
    } finally {
      await app().database.query('DROP TRIGGER refuse_profile_write ON artist_profiles');
    }
  });
});
