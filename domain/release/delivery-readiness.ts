// What a store refuses a release without; the delivery job checks it before building the package.
export const DELIVERY_READINESS_MESSAGES = {
  upcMissing: 'The release has no UPC',
  genreMissing: 'Set the release’s primary genre before delivery',
  releaseDateMissing: 'Set the release date before delivery',
  artworkMissing: 'The release has no stored artwork',
  noTracks: 'The release has no tracks',
  isrcMissing: (title: string) => `Track “${title}” has no ISRC`,
  audioMissing: (title: string) => `Track “${title}” has no stored audio file`,
} as const;

export interface DeliveryReadinessInput {
  upc: string;
  primaryGenre: string;
  releaseDate: string;
  artworkKey: string;
  tracks: readonly { title: string; isrc: string; audioKey: string }[];
}

/** Every reason the release cannot be delivered yet, in the order staff would fix them; empty when it can. */
export function deliveryGaps(release: DeliveryReadinessInput): string[] {
  const m = DELIVERY_READINESS_MESSAGES;
  const gaps: string[] = [];
  if (!release.upc) gaps.push(m.upcMissing);
  if (!release.primaryGenre.trim()) gaps.push(m.genreMissing);
  if (!release.releaseDate) gaps.push(m.releaseDateMissing);
  if (!release.artworkKey) gaps.push(m.artworkMissing);
  if (release.tracks.length === 0) gaps.push(m.noTracks);
  for (const track of release.tracks) {
    if (!track.isrc) gaps.push(m.isrcMissing(track.title));
    if (!track.audioKey) gaps.push(m.audioMissing(track.title));
  }
  return gaps;
}
