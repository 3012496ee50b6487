import Typography from '@mui/material/Typography';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName, type TrackFields } from '@domain/tracks/track-fields';
import { deskFieldLines } from './desk-field-lines';

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
  instrumental: 'listed',
};

const listedLines = deskFieldLines(TRACK_FIELD_NAMES, TRACK_FIELDS_ON_DESK, (name) => TRACK_FIELDS[name].label);

/** The track's declared fields in words, one line each, blanks left out. */
export function TrackFieldList({ track }: { track: TrackFields }) {
  return listedLines(track, 'No').map((line) => (
    <Typography key={line.name} variant="body2" data-track-field={line.name} sx={{ overflowWrap: 'anywhere' }}>
      {line.text}
    </Typography>
  ));
}
