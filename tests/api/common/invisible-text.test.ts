import request from 'supertest';
import { anInvitation } from '../../support/builders/invitation.builder';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { buildWav } from '../../support/media/wav-builder';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

// 'Bee\u202Egnp.exe' shows as 'Beeexe.png': bidi overrides and zero-width characters never reach the database.
const app = useTestApp();
const TRICK = 'Bee\u202Egnp\u200B.exe\u2066';
const CLEAN = 'Beegnp.exe';

describe('invisible characters in free text', () => {
  it("are stripped from an artist's biography and city", async () => {
    const cookie = await signInArtist(app(), await createArtist(app()));
    await request(app().http)
      .put('/api/profile')
      .set(asBrowser(cookie))
      .send({ biography: `About ${TRICK}\nSecond line`, city: `Bris\u200Dtol` })
      .expect(200);
    const profile = (await request(app().http).get('/api/profile').set(asBrowser(cookie)).expect(200)).body.profile;
    expect(profile.biography).toBe(`About ${CLEAN}\nSecond line`);
    expect(profile.city).toBe('Bristol');
  });

  it('are stripped from invitation names', async () => {
    const invite = anInvitation('Luna', 'Vale', { invitationReason: `Showcase ${TRICK}` });
    await request(app().http)
      .post('/api/artist-invitations/create')
      .set(STAFF_AUTHORIZATION)
      .send({ ...invite, artistName: `Luna ${TRICK}`, firstName: `Lu\u202Ena` })
      .expect(200);
    const [artist] = await app().database.query<{ artist_name: string; first_name: string }>(
      'SELECT artist_name, first_name FROM artists WHERE lower(email) = lower($1)',
      [invite.email],
    );
    expect(artist).toEqual({ artist_name: `Luna ${CLEAN}`, first_name: 'Luna' });
  });

  it('are stripped from the standard upload’s text fields and file name', async () => {
    const session = await app().infrastructure.formSessions.sign({ sessionId: 'a'.repeat(32), startedAt: new Date() });
    const res = await request(app().http)
      .post('/api/upload/google-drive')
      .field('sessionId', session)
      .field('artistName', `Nova ${TRICK}`)
      .field('fileType', 'audio')
      .field('trackTitle', `Track ${TRICK}`)
      .attach('file', buildWav({ bits: 16, rate: 8000, channels: 1, frames: 8000 }), { filename: `${TRICK}.wav`, contentType: 'audio/wav' })
      .expect(200);
    expect(res.body.artistName).toBe(`Nova ${CLEAN}`);
    expect(res.body.fileName).toBe(`${CLEAN}.wav`);
    const [row] = await app().database.query<{ track_title: string }>('SELECT track_title FROM uploads WHERE id = $1', [res.body.fileId]);
    expect(row.track_title).toBe(`Track ${CLEAN}`);
  });

  it('control characters are still refused, with the field named', async () => {
    const cookie = await signInArtist(app(), await createArtist(app()));
    const refused = await request(app().http).put('/api/profile').set(asBrowser(cookie)).send({ biography: 'a\u0000b' }).expect(400);
    expect(refused.body.details).toEqual([{ field: 'biography', message: 'Text must not contain control characters' }]);
  });
});
