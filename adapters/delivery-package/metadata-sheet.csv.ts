import type { DeliveryTrack, ReleaseForDelivery } from '../../application/ports/release-for-delivery.port';
import { csvLine } from '../../domain/shared/csv-cell';
import { RELEASE_TYPE_DISPLAY } from '../../domain/release/release-type';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName, type TrackFields } from '../../domain/tracks/track-fields';
import { copyrightText, displayTitle } from './ern43/sound-recordings.ern';
import { resourcePath } from './ern43/references';

const HEADER = [
  'UPC',
  'Release title',
  'Release type',
  'Release artist',
  'Label',
  'Release date',
  'P line',
  'C line',
  'Primary genre',
  'Secondary genre',
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

/** A declared track field as the sheet writes it: Yes/No for a flag; the ISRC is the one approval assigned. */
function sheetText(track: DeliveryTrack, field: TrackFieldName): string | number | null {
  const value: TrackFields[TrackFieldName] = track[field];
  return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
}

/** The metadata sheet: one row per track, each carrying the release's columns and every declared track field, as label back offices import it. */
export function metadataSheet(release: ReleaseForDelivery): string {
  const rows = release.tracks.map((track) =>
    csvLine([
      release.upc,
      release.title,
      RELEASE_TYPE_DISPLAY[release.releaseType],
      release.displayArtist,
      release.labelName,
      release.releaseDate,
      copyrightText('℗', release.pLine),
      copyrightText('©', release.cLine),
      release.primaryGenre,
      release.secondaryGenre,
      track.sequence,
      displayTitle(track.title, track.version),
      ...TRACK_FIELD_NAMES.map((field) => sheetText(track, field)),
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
