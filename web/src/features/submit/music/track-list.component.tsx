import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canAddTrack, WIZARD_TRACK_CAPS } from '../../../../../domain/release';
import { moveTrack, removeTrack } from '../../../../../domain/tracks';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-bindings';
import type { UploadGateway } from '../../../gateway/upload.gateway';
import { emptyTrack } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { forgetUpload } from '../uploads/file-uploads';
import { TrackCard } from './track-card.component';

/** The track cards and the add button, hidden at the release type's cap. */
export function TrackList() {
  const uploads = useInjection<UploadGateway>(PUBLIC_TOKENS.upload);
  const tracks = useSubmissionFormStore((s) => s.form.tracks);
  const releaseType = useSubmissionFormStore((s) => s.form.releaseType);
  const patch = useSubmissionFormStore((s) => s.patch);
  const error = useWizardStore((s) => s.errors.tracks);
  return (
    <Stack spacing={2} data-field="tracks">
      {error && <Alert severity="error">{error}</Alert>}
      {tracks.map((track, index) => (
        <TrackCard
          key={track.id}
          track={track}
          index={index}
          tracks={tracks}
          uploads={uploads}
          onMove={(direction) => patch({ tracks: moveTrack(tracks, index, direction) })}
          onRemove={() => {
            forgetUpload({ kind: 'audio', trackId: track.id });
            forgetUpload({ kind: 'custom', trackId: track.id });
            patch({ tracks: removeTrack(tracks, index) });
          }}
        />
      ))}
      {canAddTrack(tracks.length, releaseType) ? (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => patch({ tracks: [...tracks, emptyTrack(new Date())] })} sx={{ alignSelf: 'flex-start' }}>
          Add track
        </Button>
      ) : (
        <Alert severity="info">This release type holds at most {WIZARD_TRACK_CAPS[releaseType]} tracks.</Alert>
      )}
    </Stack>
  );
}
