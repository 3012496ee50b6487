import type { SessionPrincipal } from '../../../contracts';

/** The signed-in artist Nova Reyes, as the session answers for her; a test names only what it changes. */
export function anArtistPrincipal(overrides: Partial<SessionPrincipal> = {}): SessionPrincipal {
  return {
    role: 'artist',
    userId: 'a1',
    email: 'nova@example.com',
    name: 'Nova Reyes',
    artistName: 'Nova',
    picture: null,
    ...overrides,
  };
}
