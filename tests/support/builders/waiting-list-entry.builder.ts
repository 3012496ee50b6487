import type { WaitingListEntry } from '../../../wire/waiting-list.wire';
import { builderOf } from './builder';

/** Ivy Moss asking to join the waiting list with a folk EP; a test names only what it changes. */
export const aWaitingListEntry = builderOf<WaitingListEntry>(() => ({
  firstName: 'Ivy',
  surname: 'Moss',
  artistName: 'Ivy Moss',
  email: 'ivy@example.com',
  phone: '',
  country: 'France',
  city: 'Lyon',
  instagramProfile: '',
  tiktokProfile: '',
  spotifyProfile: '',
  listenLink: 'https://soundcloud.com/ivymoss/new',
  projectDescription: 'A folk EP recorded at home',
}));
