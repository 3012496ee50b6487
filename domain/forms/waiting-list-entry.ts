/**
 * What an artist sends to join the waiting list (spec: public flow §3 'Waiting-list payload'). The seed drops the
 * project description; we keep it.
 */
export interface WaitingListEntry {
  firstName: string;
  surname: string;
  artistName: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  instagramProfile: string;
  tiktokProfile: string;
  spotifyProfile: string;
  listenLink: string;
  projectDescription: string;
}
