import { emptyFieldValues } from '../../../domain/forms';
import { RELEASE_FIELDS } from '../../../domain/release/release-fields';
import { TRACK_FIELDS } from '../../../domain/tracks';
import type { DeliveryTrack, ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { gs1CheckDigit } from '../../../domain/catalogue/gtin';
import type { ReleaseType } from '../../../domain/release/release-type';

const hex64 = (seed: number): string => (seed.toString(16).padStart(8, '0') + 'ab').repeat(7).slice(0, 64);

/** A 12-character ISRC (GB-X7Q-26-000NN) of the builder's demo registrant. */
export const demoIsrc = (sequence: number): string => `GBX7Q26${String(sequence).padStart(5, '0')}`;

/** A 13-digit EAN with a valid GS1 check digit. */
export function demoUpc(item: number): string {
  const body = `501234${String(item).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

function track(sequence: number, upc: string, overrides: Partial<DeliveryTrack> = {}): DeliveryTrack {
  const isrc = overrides.isrc ?? demoIsrc(sequence);
  return {
    ...emptyFieldValues(TRACK_FIELDS),
    trackId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    sequence,
    title: `Track Number ${sequence} & Friends`,
    version: sequence === 2 ? 'Radio Edit' : '',
    isrc,
    displayArtist: 'Nova Lane',
    contributors: [
      { name: 'Dan West', role: 'Songwriter' },
      { name: 'Cleo North', role: 'Producer' },
      ...(sequence === 1 ? [{ name: 'Ava Stone', role: 'FeaturedArtist' }] : []),
      ...(sequence === 3 ? [{ name: 'Gil Moss', role: 'Arranger of Strings' }] : []),
    ],
    explicit: sequence === 2,
    lyricsLanguage: sequence === 3 ? null : 'en',
    durationSeconds: 180 + sequence * 7.25,
    audio: {
      storageKey: `artists/nova-lane/audio/track-${sequence}.wav`,
      fileName: `${upc}_01_${String(sequence).padStart(3, '0')}_${isrc}.wav`,
      sha256: hex64(sequence),
      sizeBytes: 40_000_000 + sequence,
      sampleRateHz: 44_100,
      bitsPerSample: 24,
      channels: 2,
    },
    ...overrides,
  };
}

/** An approved release as the delivery reader answers it: a single, an EP or an album of `trackCount` tracks. */
export function aReleaseForDelivery(releaseType: ReleaseType, trackCount: number, item = 1): ReleaseForDelivery {
  const upc = demoUpc(item);
  return {
    submissionId: `10000000-0000-4000-8000-${String(item).padStart(12, '0')}`,
    reference: `ART-${String(item).padStart(6, '0')}`,
    ...emptyFieldValues(RELEASE_FIELDS),
    releaseType,
    title: `Northern Lights <${releaseType}>`,
    releaseTitle: `Northern Lights <${releaseType}>`,
    displayArtist: 'Nova Lane',
    labelName: 'Tidewater Records',
    upc,
    pLine: { year: 2026, owner: 'Tidewater Records' },
    cLine: { year: 2025, owner: 'Nova Lane' },
    pLineYear: 2026,
    pLineOwner: 'Tidewater Records',
    cLineYear: 2025,
    cLineOwner: 'Nova Lane',
    primaryGenre: 'Electronic',
    subGenre: 'House',
    secondaryGenre: 'House',
    releaseDate: '2026-12-04',
    artwork: {
      storageKey: 'artists/nova-lane/images/cover.jpg',
      fileName: `${upc}.jpg`,
      sha256: hex64(999),
      sizeBytes: 2_000_000,
      widthPx: 3000,
      heightPx: 3000,
    },
    tracks: Array.from({ length: trackCount }, (_, index) => track(index + 1, upc)),
  };
}
