import Typography from '@mui/material/Typography';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName, type TrackFields } from '../../../../../domain/tracks/track-fields';

/**
 * How the desk shows each declared track field: in the track's heading, or listed under it. A field added in
 * domain/tracks fails to compile until the desk places it.
 */
export const TRACK_FIELDS_ON_DESK: Record<TrackFieldName, 'heading' | 'listed'> = {
  title: 'heading',
  releaseAsSingle: 'listed',
  singleReleaseDate: 'listed',
  singleOrder: 'listed',
  useCustomArtwork: 'listed',
  socialClipsEnabled: 'listed',
  version: 'listed',
  lyricsLanguage: 'listed',
  isrc: 'listed',
};

const LISTED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELDS_ON_DESK[name] === 'listed');

const shown = (value: TrackFields[TrackFieldName]): string | null => {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === null || value === '') return null;
  return String(value);
};

/** The track's declared fields in words, one line each, blanks left out. */
export function TrackFieldList({ track }: { track: TrackFields }) {
  const lines = LISTED.flatMap((name) => {
    const value = shown(track[name]);
    return value === null ? [] : [{ name, text: `${TRACK_FIELDS[name].label}: ${value}` }];
  });
  return lines.map((line) => (
    <Typography key={line.name} variant="body2" data-track-field={line.name} sx={{ overflowWrap: 'anywhere' }}>
      {line.text}
    </Typography>
  ));
}
