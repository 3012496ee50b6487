import type { ReleaseForDelivery } from '../../application/ports/release-for-delivery.port';
import { csvLine } from '../../domain/shared/csv-cell';
import { RELEASE_TYPE_DISPLAY } from '../../domain/release/release-type';
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
  'ISRC',
  'Track title',
  'Version',
  'Track artist',
  'Contributors',
  'Explicit',
  'Lyrics language',
  'Duration (s)',
  'Audio file',
  'Audio SHA-256',
  'Artwork file',
  'Artwork SHA-256',
];

/** The metadata sheet: one row per track, each carrying the release's columns, as label back offices import it. */
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
      track.isrc,
      displayTitle(track.title, track.version),
      track.version,
      track.displayArtist,
      track.contributors.map((contributor) => `${contributor.name} (${contributor.role})`).join('; '),
      track.explicit ? 'Yes' : 'No',
      track.lyricsLanguage,
      track.durationSeconds,
      resourcePath(track.audio.fileName),
      track.audio.sha256,
      resourcePath(release.artwork.fileName),
      release.artwork.sha256,
    ]),
  );
  return [csvLine(HEADER), ...rows].join('');
}
