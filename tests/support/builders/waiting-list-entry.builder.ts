import type { WaitingListEntry } from '../../../contracts/waiting-list.contract';

/** Ivy Moss asking to join the waiting list with a folk EP; a test names only what it changes. */
export function aWaitingListEntry(overrides: Partial<WaitingListEntry> = {}): WaitingListEntry {
  return {
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
    ...overrides,
  };
}
