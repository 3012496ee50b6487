import type { DeliveryTrack, ReleaseForDelivery } from '../../application/ports/release-for-delivery.port';
import { csvLine } from '../../domain/shared/csv-cell';
import { RELEASE_FIELD_NAMES, type ReleaseFieldName, type ReleaseFields } from '../../domain/release/release-fields';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName, type TrackFields } from '../../domain/tracks/track-fields';
import { displayTitle } from './ern43/sound-recordings.ern';
import { resourcePath } from './ern43/references';
import { RELEASE_FIELDS_IN_EXPORT } from './release-fields-in-export';

const HEADER = [
  ...RELEASE_FIELD_NAMES.map((field) => RELEASE_FIELDS_IN_EXPORT[field].sheet.column),
  'Release artist',
  'Track number',
  'Display title',
  ...TRACK_FIELD_NAMES.map((field) => TRACK_FIELDS[field].label),
  'Track artist',
  'Contributors',
  'Explicit',
  'Duration (s)',
  'Audio file',
  'Audio SHA-256',
  'Artwork file',
  'Artwork SHA-256',
];

/** A declared field's value as the sheet writes it: Yes/No for a flag, blank for none. */
const cellText = (value: string | number | boolean | null): string | number | null =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;

/** A declared release field as delivered, in the words its declaration gives the sheet. */
function releaseCell<K extends ReleaseFieldName>(release: ReleaseFields, field: K): string | number | null {
  const value = release[field];
  const { text } = RELEASE_FIELDS_IN_EXPORT[field].sheet as { text?: (value: NonNullable<ReleaseFields[K]>) => string };
  return text && value !== null ? text(value as NonNullable<ReleaseFields[K]>) : cellText(value);
}

/** A declared track field: the ISRC is the one approval assigned. */
const trackCell = (track: DeliveryTrack, field: TrackFieldName) => cellText((track as TrackFields)[field]);

/** The metadata sheet: one row per track, each carrying every declared release and track field, as label back offices import it. */
export function metadataSheet(release: ReleaseForDelivery): string {
  const releaseCells = [...RELEASE_FIELD_NAMES.map((field) => releaseCell(release, field)), release.displayArtist];
  const rows = release.tracks.map((track) =>
    csvLine([
      ...releaseCells,
      track.sequence,
      displayTitle(track.title, track.version),
      ...TRACK_FIELD_NAMES.map((field) => trackCell(track, field)),
      track.displayArtist,
      track.contributors.map((contributor) => `${contributor.name} (${contributor.role})`).join('; '),
      track.explicit ? 'Yes' : 'No',
      track.durationSeconds,
      resourcePath(track.audio.fileName),
      track.audio.sha256,
      resourcePath(release.artwork.fileName),
      release.artwork.sha256,
    ]),
  );
  return [csvLine(HEADER), ...rows].join('');
}
