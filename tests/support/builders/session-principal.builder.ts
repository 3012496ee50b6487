import type { SessionPrincipal } from '../../../wire';
import { builderOf } from './builder';

/** The signed-in artist Nova Reyes, as the session answers for her; a test names only what it changes. */
export const anArtistPrincipal = builderOf<SessionPrincipal>(() => ({
  role: 'artist',
  userId: 'a1',
  email: 'nova@example.com',
  name: 'Nova Reyes',
  artistName: 'Nova',
  picture: null,
}));
