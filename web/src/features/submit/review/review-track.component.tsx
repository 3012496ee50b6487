import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parentalAdvisoryLabel } from '@domain/credits';
import { useAudioAnalysis } from '../../../queries/audio-analysis.query';
import type { TrackDraft } from '../../../stores/submission-form.model';
import { useWizardStore } from '../../../stores/wizard.store';
import { fieldValueInWords } from '@domain/forms/field-words';
import type { AiPart } from '@domain/release/ai-disclosure';
import { containsAiInWords } from '@domain/release/ai-disclosure-words';
import { lyricsLanguageName } from '@domain/tracks/lyrics-language';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName } from '@domain/tracks/track-fields';
import { assignedOnApproval, fullName, longDate, Row } from './review-rows';

/** What the audio check found, in its own words: what needs a look, or that nothing does. */
function AudioCheck({ track }: { track: TrackDraft }) {
  const formSession = useWizardStore((s) => s.formSession);
  const answer = useAudioAnalysis(track.audio.state === 'uploaded' ? track.audio.fileId : null, formSession);
  if (!answer || answer.status === 'none') return null;
  const worth = answer.findings.filter((finding) => finding.level !== 'pass').map((finding) => finding.message);
  const value =
    answer.status === 'done'
      ? worth.length > 0
        ? worth.join(' ')
        : 'Nothing needs a look.'
      : (answer.message ?? (answer.status === 'pending' ? 'Still checking the audio…' : 'The audio could not be checked.'));
  return <Row label="Audio check" value={value} />;
}

/** Track fields the rows below say in their own words; every other declared field is listed by its label. */
const SAID_IN_OWN_WORDS: ReadonlySet<TrackFieldName> = new Set<TrackFieldName>([
  'title',
  'version',
  'isrc',
  'lyricsLanguage',
  'releaseAsSingle',
  'singleReleaseDate',
  'singleOrder',
  'useCustomArtwork',
  'socialClipsEnabled',
  'containsAi',
]);
const LISTED = TRACK_FIELD_NAMES.filter((name) => !SAID_IN_OWN_WORDS.has(name));

const people = (list: { firstName?: string; surname?: string; lastName?: string; roles?: string[] }[]) =>
  list
    .map((p) => `${fullName(p)}${p.roles && p.roles.length > 0 ? ` (${p.roles.join(', ')})` : ''}`)
    .filter(Boolean)
    .join('; ');

/** Everything one track will be sent with: file (and its quality warnings), single plan, artwork, clips, credits and splits. */
export function ReviewTrack({ track, position, aiParts }: { track: TrackDraft; position: number; aiParts: Record<AiPart, boolean> }) {
  const c = track.credits;
  return (
    <Box component="li" sx={{ py: 1, '& + &': { borderTop: 1, borderColor: 'divider' } }} aria-label={`Track ${position}`}>
      <Typography variant="subtitle2">
        {position}. {track.title || 'Untitled'}
      </Typography>
      <Row label="Audio file" value={track.audio.fileName || 'No file'} />
      <AudioCheck track={track} />
      {track.audio.warnings.map((warning) => (
        <Typography key={warning} variant="body2" color="warning.main" sx={{ py: 0.5 }}>
          {warning}
        </Typography>
      ))}
      <Row label="Version" value={track.version} />
      <Row label="ISRC" value={track.isrc || assignedOnApproval} />
      <Row label="Lyrics language" value={lyricsLanguageName(track.lyricsLanguage)} />
      {LISTED.map((name) => (
        <Row key={name} label={TRACK_FIELDS[name].label} value={fieldValueInWords(track[name], 'No')} />
      ))}
      <Row label={TRACK_FIELDS.containsAi.label} value={track.containsAi ? containsAiInWords(track.containsAi, aiParts) : ''} />
      {track.releaseAsSingle && (
        <Row
          label="Single"
          value={`Out ${longDate(track.singleReleaseDate) || 'on a date to choose'}${track.singleOrder ? ` · single ${track.singleOrder}` : ''}`}
        />
      )}
      {track.releaseAsSingle && track.useCustomArtwork && (
        <Row label="Single artwork" value={track.customArtwork.fileName || 'Not uploaded'} />
      )}
      {track.socialClipsEnabled && track.socialClips.length > 0 && (
        <Row label="Social clips" value={track.socialClips.map((clip) => `${clip.startTime}–${clip.endTime}`).join(', ')} />
      )}
      <Row
        label="Credits"
        value={[c.soloWork && 'Solo work', c.selfProduced && 'Self-produced', c.selfWritten && 'Self-written'].filter(Boolean).join(', ')}
      />
      {c.featuredArtists.length > 0 && <Row label="Featured artists" value={people(c.featuredArtists)} />}
      {c.nonFeaturedArtists.length > 0 && <Row label="Other performers" value={people(c.nonFeaturedArtists)} />}
      {c.producers.length > 0 && <Row label="Producers" value={people(c.producers)} />}
      {c.songwriters.length > 0 && (
        <Row label="Songwriters" value={c.songwriters.map((s) => `${fullName(s)} ${s.percentage ?? 0}%`).join('; ')} />
      )}
      {c.hasMasterSplit && (
        <Row label="Master splits" value={c.masterSplits.map((s) => `${fullName(s) || 'You'} ${s.percentage ?? 0}%`).join('; ')} />
      )}
      <Row label="Production year" value={c.productionYear ? String(c.productionYear) : ''} />
      <Row label="Parental advisory" value={c.parentalAdvisory === null ? '' : parentalAdvisoryLabel(c.parentalAdvisory)} />
    </Box>
  );
}
