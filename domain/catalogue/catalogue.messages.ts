// spec: public flow §5 Catalogue panel; §2.5.
export const CATALOGUE_MESSAGES = {
  heading: 'Add your release from Spotify',
  searchMode: 'Search Music',
  searchLabel: 'Search for your track or album',
  urlRequired: 'Please enter a Spotify URL',
  urlInvalid: 'Please enter a valid Spotify track or album URL',
  howItWorks: 'How does the transfer process work?',
  addedReleases: (count: number) => `Added Releases (${count})`,
  empty: 'No catalogue items added yet. Search for your music or paste a Spotify URL above.',
  addFailed: 'Error adding item to catalogue',
  noImmediateTransfer: 'Adding URLs does not start a transfer right away; our team will be in touch after review.',
  atLeastOneRelease: 'Please add at least one release to transfer',
  alreadyAdded: 'This release is already in your list',
} as const;

/** Defaults when a metadata fetch fails (public flow §3/§4). */
export const CATALOGUE_DEFAULTS = { label: 'Unknown Label', isrc: 'N/A' } as const;
