import request from 'supertest';
import { DEMO_LOGINS, seedDemoData } from '../../../adapters/persistence/seed';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

describe('demo seed', () => {
  it('creates the demo staff and artist once; both can sign in and the artist sees three submissions', async () => {
    expect((await seedDemoData(app().infrastructure)).seeded).toBe(true);
    expect((await seedDemoData(app().infrastructure)).seeded).toBe(false);
    const [{ count }] = await app().database.query<{ count: string }>('SELECT count(*)::text AS count FROM submissions');
    expect(count).toBe('3');

    await request(app().http)
      .post('/api/auth/staff/login')
      .send({ email: DEMO_LOGINS.staff.email, password: DEMO_LOGINS.staff.password })
      .expect(200);
    const artist = await request(app().http)
      .post('/api/auth/artist/login')
      .send({ artistId: DEMO_LOGINS.artist.artistId, invitationCode: DEMO_LOGINS.artist.invitationCode, issueBearerToken: true })
      .expect(200);
    const list = await request(app().http).get('/api/profile/submissions').set('Authorization', `Bearer ${artist.body.token}`).expect(200);
    expect(list.body.submissions.map((s: { status: string }) => s.status)).toEqual(['In Progress', 'Pending', 'Approved']);
    expect(list.body.submissions[0]).toMatchObject({ title: 'Untitled Release', path: `/release-details/${list.body.submissions[0].id}` });
    const dated = await app().database.query<{ title: string; late: boolean }>(
      "SELECT release_title AS title, release_date > created_at::date AS late FROM submissions WHERE status <> 'In Progress' ORDER BY release_title",
    );
    expect(dated).toEqual([
      { title: 'Afterglow', late: true },
      { title: 'Neon Night Bus', late: true },
    ]);
    const profile = await request(app().http).get('/api/profile').set('Authorization', `Bearer ${artist.body.token}`).expect(200);
    expect(profile.body.profile).toMatchObject({
      artistName: 'Nova Lights',
      submissionCount: 3,
      profileCompletion: 70,
      hasSignedAgreement: false,
    });
  });
});
