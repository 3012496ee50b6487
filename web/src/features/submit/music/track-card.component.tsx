import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isCreditsSectionComplete } from '@domain/credits';
import { audioFileProblem } from '@domain/files';
import { refusedPick } from '../uploads/file-uploads';
import { useStoredFileView } from '../uploads/stored-file-view';
import { UploadErrorAlert } from './upload-error.component';
import { isBeyondCap, TRACK_SLOT_MESSAGES } from '@domain/release';
import { trackBadge } from '@domain/tracks';
import type { TrackDraft } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { CreditsPanel } from '../credits/credits-panel.component';
import type { StartUpload } from '../api/upload.api';
import { useFieldCheck } from '../wizard/use-field-check.hook';
import { AudioPreview } from './audio-preview.component';
import { FileDrop } from './audio-drop.component';
import { CreditsActions } from './credits-actions.component';
import { QualityWarnings } from './quality-warnings.component';
import { AudioFindings } from './audio-findings.component';
import { useAudioAnalysis } from '../../../queries/audio-analysis.query';
import { SocialClips } from './social-clips.component';
import { TrackFieldInputs } from './track-field-inputs.component';
import { PinnedFieldNote } from '../pins/pinned-field-note.component';

export interface TrackCardProps {
  track: TrackDraft;
  index: number;
  tracks: TrackDraft[];
  upload: StartUpload;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

/** One track: title, WAV upload, order, preview, credits and social clips (public flow §2.4). */
export function TrackCard({ track, index, tracks, upload, onMove, onRemove }: TrackCardProps) {
  const patchTrack = useSubmissionFormStore((s) => s.patchTrack);
  const patchTrackFile = useSubmissionFormStore((s) => s.patchTrackFile);
  const artist = useSubmissionFormStore(useShallow((s) => ({ firstName: s.form.firstName, surname: s.form.surname, email: s.form.email })));
  const errors = useWizardStore((s) => s.errors);
  const clearError = useWizardStore((s) => s.clearError);
  const checkField = useFieldCheck();
  const formSession = useWizardStore((s) => s.formSession);
  const analysis = useAudioAnalysis(track.audio.state === 'uploaded' ? track.audio.fileId : null, formSession);
  const file = usePickedFilesStore((s) => s.files[fileKey.audio(track.id)]);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // Controlled: the first card opens its credits, and a card keeps its own state when tracks are reordered.
  const [creditsOpen, setCreditsOpen] = useState(index === 0);
  const hasFile = track.audio.state === 'uploaded' || track.audio.state === 'uploading' || !!file;
  const name = track.title.trim() || `Track ${index + 1}`;
  const releaseType = useSubmissionFormStore((s) => s.form.releaseType);
  const setTitle = (title: string) => {
    patchTrack(track.id, { title });
    clearError(`tracks[${index}].title`);
  };
  const stored = useStoredFileView(track.audio);
  // A refused file leaves a good upload in place: only the message says the new pick was refused.
  const refuse = (message: string) => patchTrackFile(track.id, 'audio', refusedPick(track.audio, message));
  const retry = file ? () => void upload({ kind: 'audio', trackId: track.id }, file).catch(() => undefined) : undefined;

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-field={`tracks[${index}]`}
      aria-label={`Track ${index + 1}`}
      component="article"
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Track {index + 1}
        </Typography>
        <Chip
          size="small"
          label={trackBadge(track.audio.state === 'uploaded')}
          color={track.audio.state === 'uploaded' ? 'success' : 'default'}
        />
        <Box>
          <IconButton size="small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove('up')}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Move ${name} down`} disabled={index === tracks.length - 1} onClick={() => onMove('down')}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <AudioPreview file={file} stored={stored} title={name} onError={setPreviewError} />
          <IconButton size="small" aria-label={`Remove ${name}`} disabled={tracks.length === 1} onClick={onRemove}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Box>
      </Stack>
      <Stack spacing={2}>
        {isBeyondCap(index, releaseType) && <Alert severity="warning">{TRACK_SLOT_MESSAGES.beyondCap(releaseType)}</Alert>}
        <TrackFieldInputs track={track} index={index} />
        <Box data-field={`tracks[${index}].file`}>
          <FileDrop
            slot={track.audio}
            label={`Drop the WAV for ${name} here, or browse`}
            inputLabel={`WAV file for track ${index + 1}`}
            hint="WAV only, up to 200 MB"
            accept={{ 'audio/wav': ['.wav'], 'audio/x-wav': ['.wav'] }}
            check={(f) => audioFileProblem({ name: f.name, type: f.type, size: f.size }, navigator.userAgent)}
            onRefused={refuse}
            onFile={(f) => {
              if (!track.title.trim()) setTitle(f.name.replace(/\.[^.]+$/, ''));
              void upload({ kind: 'audio', trackId: track.id }, f).catch(() => undefined);
            }}
          />
          <UploadErrorAlert slot={track.audio} onRetry={retry} />
          {previewError && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {previewError}
            </Alert>
          )}
          <QualityWarnings warnings={track.audio.warnings} what="This audio file" />
          <AudioFindings answer={analysis} />
          <PinnedFieldNote field={`tracks[${index}].fileId`} />
        </Box>
        {track.credits.songwriters.map((_, w) => (
          <PinnedFieldNote key={w} field={`tracks[${index}].credits.songwriters[${w}].percentage`} />
        ))}
        <Accordion disableGutters variant="outlined" expanded={creditsOpen} onChange={(_event, open) => setCreditsOpen(open)}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography sx={{ fontWeight: 600, mr: 1 }}>Credits</Typography>
            <Chip
              size="small"
              label={isCreditsSectionComplete(track.credits) ? 'Complete' : 'To do'}
              color={isCreditsSectionComplete(track.credits) ? 'success' : 'warning'}
            />
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              <CreditsActions track={track} index={index} tracks={tracks} />
              <CreditsPanel
                credits={track.credits}
                onChange={(credits) => patchTrack(track.id, { credits })}
                prefix={`tracks[${index}].credits`}
                errors={errors}
                artist={artist}
                onLeaveField={checkField}
              />
            </Stack>
          </AccordionDetails>
        </Accordion>
        <SocialClips track={track} index={index} hasAudio={hasFile} onChange={(changes) => patchTrack(track.id, changes)} />
      </Stack>
    </Paper>
  );
}
