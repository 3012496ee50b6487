import Typography from '@mui/material/Typography';
import type { AiPart } from '@domain/release/ai-disclosure';
import { containsAiInWords } from '@domain/release/ai-disclosure-words';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFields } from '@domain/tracks/track-fields';
import { deskFieldLines, type HowTheDeskShowsEveryTrackField } from './desk-field-lines';

/**
 * Where the desk shows each declared track field: the track's heading, listed under it, or said in words (the AI
 * answer, with the parts the release names).
 */
export const TRACK_FIELDS_ON_DESK: HowTheDeskShowsEveryTrackField = {
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
  containsAi: 'in-words',
};

const listedLines = deskFieldLines(TRACK_FIELD_NAMES, TRACK_FIELDS_ON_DESK, (name) => TRACK_FIELDS[name].label);

/** The track's declared fields in words, one line each, blanks left out; its AI answer always (never asked says so). */
export function TrackFieldList({ track, aiParts }: { track: TrackFields; aiParts?: Record<AiPart, boolean> }) {
  return (
    <>
      {listedLines(track, 'No').map((line) => (
        <Typography key={line.name} variant="body2" data-track-field={line.name} sx={{ overflowWrap: 'anywhere' }}>
          {line.text}
        </Typography>
      ))}
      <Typography variant="body2" data-track-field="containsAi">
        {TRACK_FIELDS.containsAi.label}: {containsAiInWords(track.containsAi, aiParts)}
      </Typography>
    </>
  );
}
