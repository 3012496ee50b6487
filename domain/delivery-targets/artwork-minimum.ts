// A store refuses a release whose cover is smaller than it asks; the wizard holds every cover to the label's own
// minimum, but a store may ask for more, and staff should know before they approve, not from a rejected delivery.

/** The cover's size in pixels, as the upload's analysis measured it. */
export interface ArtworkSize {
  width: number;
  height: number;
}

/** The targets whose minimum the cover does not meet (its shorter side is below their minimum). */
export function artworkShortfalls<T extends { name: string; artworkMinSidePx: number }>(
  artwork: ArtworkSize | null,
  targets: readonly T[],
): T[] {
  if (!artwork) return [];
  const side = Math.min(artwork.width, artwork.height);
  return targets.filter((target) => side < target.artworkMinSidePx);
}

/** The warning staff read before approving when a store asks for a larger cover than this release has. */
export const artworkWarning = (target: { name: string; artworkMinSidePx: number }, artwork: ArtworkSize) =>
  `${target.name} takes artwork of at least ${target.artworkMinSidePx}×${target.artworkMinSidePx} pixels; this release's is ${artwork.width}×${artwork.height}: ask the artist for a larger cover before approving`;
