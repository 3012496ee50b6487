import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { sendNewDraft } from '../drafts/send-draft';

const app = usePublicFlowApp();

async function submitSignedIn(cookie: string, email: string, answers: Record<string, unknown>) {
  await sendNewDraft(app(), cookie, { email, ...answers });
}

describe("an artist's first submission and their profile", () => {
  it('fills the empty parts of the profile and leaves what the artist wrote', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await request(app().http).put('/api/profile').set(asBrowser(cookie)).send({ city: 'Bristol' }).expect(200);
    const before = (await request(app().http).get('/api/profile').set(asBrowser(cookie)).expect(200)).body.profile;

    await submitSignedIn(cookie, artist.email, {
      country: 'United Kingdom',
      city: 'London',
      bio: 'Tidal folk from the Severn estuary.',
      instagramProfile: 'https://instagram.com/tidalfolk',
    });
    const after = (await request(app().http).get('/api/profile').set(asBrowser(cookie)).expect(200)).body.profile;
    expect(after).toMatchObject({
      country: 'United Kingdom',
      city: 'Bristol',
      biography: 'Tidal folk from the Severn estuary.',
      instagramProfile: 'https://instagram.com/tidalfolk',
    });
    expect(after.profileCompletion).toBeGreaterThan(before.profileCompletion);
  });

  it('clears a field the artist empties', async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    await request(app().http).put('/api/profile').set(asBrowser(cookie)).send({ city: 'Leeds', biography: 'Hello' }).expect(200);
    await request(app().http).put('/api/profile').set(asBrowser(cookie)).send({ city: '', biography: '' }).expect(200);
    const profile = (await request(app().http).get('/api/profile').set(asBrowser(cookie)).expect(200)).body.profile;
    expect([profile.city, profile.biography]).toEqual(['', '']);
  });
});
