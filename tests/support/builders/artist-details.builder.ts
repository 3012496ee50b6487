import type { WaitingListEntry } from '../../../domain/forms';

/** What an artist says about themselves on the wizard's first step and on the waiting list. */
export type ArtistDetails = Pick<WaitingListEntry, 'firstName' | 'surname' | 'email' | 'artistName' | 'country' | 'city'>;

/** An artist living in a UK city, with an example.com address made from the first name. */
export function artistDetails(firstName: string, surname: string, city: string, artistName = `${firstName} ${surname}`): ArtistDetails {
  return { firstName, surname, email: `${firstName.toLowerCase()}@example.com`, artistName, country: 'United Kingdom', city };
}

/** The artist of every built submission. */
export const NOVA_LANE = artistDetails('Nova', 'Lane', 'London');

/** The artist the web wizard tests fill in. */
export const MAYA_TIDES = artistDetails('Maya', 'Okafor', 'Bristol', 'Maya Tides');
