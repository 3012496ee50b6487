import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { canAddTrack, TRACK_SLOT_MESSAGES, WIZARD_TRACK_CAPS } from '@domain/release';
import { moveTrack, removeTrack } from '@domain/tracks';
import { emptyTrack } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { forgetUpload } from '../uploads/file-uploads';
import { useStartUpload } from '../api/upload.api';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.component';
import { TrackCard } from './track-card.component';

/** The track cards and the add button, hidden at the release type's cap. */
export function TrackList() {
  const upload = useStartUpload();
  const tracks = useSubmissionFormStore((s) => s.form.tracks);
  const releaseType = useSubmissionFormStore((s) => s.form.releaseType);
  const patch = useSubmissionFormStore((s) => s.patch);
  const error = useWizardStore((s) => s.errors.tracks);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const remove = (index: number) => {
    const track = tracks[index];
    forgetUpload({ kind: 'audio', trackId: track.id });
    forgetUpload({ kind: 'custom', trackId: track.id });
    patch({
      tracks: removeTrack(useSubmissionFormStore.getState().form.tracks, useSubmissionFormStore.getState().form.tracks.indexOf(track)),
    });
  };
  const askToRemove = (index: number) => {
    const track = tracks[index];
    const hasFile =
      track.audio.state === 'uploaded' ||
      track.audio.state === 'uploading' ||
      !!usePickedFilesStore.getState().files[fileKey.audio(track.id)];
    if (!hasFile) return remove(index);
    const name = track.title.trim() || `Track ${index + 1}`;
    setConfirm({
      title: TRACK_SLOT_MESSAGES.confirmRemoveTitle(name),
      message: TRACK_SLOT_MESSAGES.confirmRemove,
      confirmLabel: 'Remove track',
      cancelLabel: 'Keep track',
      onConfirm: () => remove(index),
    });
  };
  return (
    <Stack spacing={2} data-field="tracks">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      {error && <Alert severity="error">{error}</Alert>}
      {tracks.map((track, index) => (
        <TrackCard
          key={track.id}
          track={track}
          index={index}
          tracks={tracks}
          upload={upload}
          onMove={(direction) => patch({ tracks: moveTrack(tracks, index, direction) })}
          onRemove={() => askToRemove(index)}
        />
      ))}
      {canAddTrack(tracks.length, releaseType) ? (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => patch({ tracks: [...tracks, emptyTrack(new Date())] })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add track
        </Button>
      ) : (
        <Alert severity="info">This release type holds at most {WIZARD_TRACK_CAPS[releaseType]} tracks.</Alert>
      )}
    </Stack>
  );
}
