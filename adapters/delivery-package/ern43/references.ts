import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';

/**
 * The message's local anchors (patterns of the ERN 4.3 schema): A… resources, T… technical details, R… releases.
 * Sound recordings follow the release's sequence; the artwork comes after the last one; R0 is the main release.
 */
export const ernReferences = {
  soundRecording: (sequence: number) => `A${sequence}`,
  soundRecordingDetails: (sequence: number) => `T${sequence}`,
  image: (release: ReleaseForDelivery) => `A${release.tracks.length + 1}`,
  imageDetails: (release: ReleaseForDelivery) => `T${release.tracks.length + 1}`,
  mainRelease: 'R0',
  trackRelease: (sequence: number) => `R${sequence}`,
} as const;

/** Where the message and the package put a stored file, relative to the release folder. */
export const resourcePath = (fileName: string): string => `resources/${fileName}`;
