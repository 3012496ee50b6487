import { SPOTIFY_MESSAGES } from '../../../domain/catalogue';
import { FORM_MESSAGES, SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms';
import { NOVA_LANE } from '../../support/builders/artist-details.builder';
import { usePublicFlowApp } from './public-flow-app';

const ARTIST = { ...NOVA_LANE, listenLink: 'https://soundcloud.com/nova/demo' };

const CASES: [string, Record<string, string>, string, string][] = [
  ['names missing', { firstName: '', artistName: ' ' }, 'firstName', FORM_MESSAGES.waitingListMissing(['First Name', 'Artist Name'])],
  ["email 'bad-email'", { email: 'bad-email' }, 'email', FORM_MESSAGES.step1InvalidEmail],
  ['listen link missing', { listenLink: '' }, 'listenLink', FORM_MESSAGES.listenLinkRequired],
  ['listen link javascript:alert(1)', { listenLink: 'javascript:alert(1)' }, 'listenLink', SERVER_SUBMISSION_MESSAGES.webLinkRequired],
  [
    'listen link data:',
    { listenLink: 'data:text/html,<script>alert(1)</script>' },
    'listenLink',
    SERVER_SUBMISSION_MESSAGES.webLinkRequired,
  ],
  ['Instagram without its host', { instagramProfile: 'heldout' }, 'instagramProfile', FORM_MESSAGES.includeHost('instagram.com')],
  ['Spotify profile javascript:', { spotifyProfile: 'javascript:alert(1)' }, 'spotifyProfile', SPOTIFY_MESSAGES.artistUrlInvalid],
];

describe('POST /api/waiting-list runs the waiting-list rules', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_WAITING_LIST: '1000', RATE_LIMIT_FORM_SESSIONS: '1000' });

  it.each(CASES)('%s → 400 with the message on its field, nothing stored', async (_name, change, field, message) => {
    const before = [await app().count('waiting_list_entries'), await app().count('jobs')];
    const res = await app().joinWaitingList({ ...ARTIST, ...change });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual(expect.arrayContaining([{ field, message }]));
    expect([await app().count('waiting_list_entries'), await app().count('jobs')]).toEqual(before);
  });

  it('stores a link typed without a scheme as https', async () => {
    const res = await app().joinWaitingList({
      ...ARTIST,
      email: 'plain@example.com',
      listenLink: 'soundcloud.com/nova/demo',
      instagramProfile: 'instagram.com/nova',
    });
    expect(res.status).toBe(200);
    const [row] = await app().database.query<{ listen_link: string; instagram_profile: string }>(
      "SELECT listen_link, instagram_profile FROM waiting_list_entries WHERE email = 'plain@example.com'",
    );
    expect(row).toEqual({ listen_link: 'https://soundcloud.com/nova/demo', instagram_profile: 'https://instagram.com/nova' });
  });
});
