import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  RELEASE_TYPE_DISPLAY,
  RELEASE_TYPE_OPTION_LABELS,
  RELEASE_TYPES,
  resizeTrackSlots,
  TRACK_SLOT_MESSAGES,
  tracksOverCap,
  TRANSFER_DESCRIPTION,
  UPLOAD_TYPE_LABELS,
  UPLOAD_TYPES,
  type ReleaseType,
  type UploadType,
} from '@domain/release';
import { emptyTrack } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { usePickedFilesStore, fileKey } from '../../../stores/picked-files.store';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog.component';

const UPLOAD_HINTS: Record<UploadType, string> = {
  'new-music': 'Upload new tracks for release',
  transfer: TRANSFER_DESCRIPTION,
  both: 'New music and a catalogue transfer',
};

export function UploadTypeChoice() {
  const uploadType = useSubmissionFormStore((s) => s.form.uploadType);
  const patch = useSubmissionFormStore((s) => s.patch);
  return (
    <FormControl>
      <FormLabel id="upload-type-label">What would you like to do?</FormLabel>
      <RadioGroup
        aria-labelledby="upload-type-label"
        value={uploadType}
        onChange={(e) => patch({ uploadType: e.target.value as UploadType })}
      >
        {UPLOAD_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={
              <span>
                {UPLOAD_TYPE_LABELS[type]}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  — {UPLOAD_HINTS[type]}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Changing the type resets the slots to 1, 3 or 6, keeping every track that has a file (public flow §2.4);
 * when more tracks have files than the new type holds, the artist confirms first and the extra ones stay, marked.
 */
export function ReleaseTypeChoice() {
  const releaseType = useSubmissionFormStore((s) => s.form.releaseType);
  const update = useSubmissionFormStore((s) => s.update);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const apply = (type: ReleaseType) => {
    const files = usePickedFilesStore.getState().files;
    update((f) => ({
      ...f,
      releaseType: type,
      tracks: resizeTrackSlots(f.tracks, type, {
        hasFile: (t) => t.audio.state === 'uploaded' || t.audio.state === 'uploading' || !!files[fileKey.audio(t.id)],
        makeEmpty: () => emptyTrack(new Date()),
      }),
    }));
  };
  const choose = (type: ReleaseType) => {
    const files = usePickedFilesStore.getState().files;
    const uploaded = useSubmissionFormStore
      .getState()
      .form.tracks.filter((t) => t.audio.state === 'uploaded' || t.audio.state === 'uploading' || !!files[fileKey.audio(t.id)]).length;
    if (tracksOverCap(uploaded, type) === 0) return apply(type);
    setConfirm({
      title: TRACK_SLOT_MESSAGES.confirmTypeChangeTitle(type),
      message: TRACK_SLOT_MESSAGES.confirmTypeChange(type, uploaded),
      confirmLabel: `Switch to ${RELEASE_TYPE_DISPLAY[type]}`,
      cancelLabel: `Keep ${RELEASE_TYPE_DISPLAY[releaseType]}`,
      onConfirm: () => apply(type),
    });
  };
  return (
    <FormControl>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <FormLabel id="release-type-label">Release type</FormLabel>
      <RadioGroup row aria-labelledby="release-type-label" value={releaseType} onChange={(e) => choose(e.target.value as ReleaseType)}>
        {RELEASE_TYPES.map((type) => (
          <FormControlLabel key={type} value={type} control={<Radio />} label={RELEASE_TYPE_OPTION_LABELS[type]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
