import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useShallow } from 'zustand/react/shallow';
import {
  chooseTogether,
  fullReleaseAfterSingles,
  moveSingle,
  setReleaseAsSingle,
  showsReleaseStrategy,
  type ReleaseStrategy as Strategy,
} from '@domain/release';
import { toIsoDate } from '@domain/shared';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { forgetUpload } from '../uploads/file-uploads';
import { useStartUpload } from '../api/upload.api';
import { ArtworkUpload } from './artwork-upload.component';
import { ReleaseTimeline } from './release-timeline.component';
import { SinglesOrder } from './singles-order.component';

/** 'together' or 'singles_first', shown with 2 or more tracks (public flow §2.4 Release Strategy). */
export function ReleaseStrategy() {
  const startUpload = useStartUpload();
  const { form, update, patchTrack, patchTrackFile } = useSubmissionFormStore(
    useShallow((s) => ({ form: s.form, update: s.update, patchTrack: s.patchTrack, patchTrackFile: s.patchTrackFile })),
  );
  const files = usePickedFilesStore((s) => s.files);
  const errors = useWizardStore((s) => s.errors);
  if (!showsReleaseStrategy(form.tracks.length)) return null;
  const today = new Date();
  const singles = form.tracks.filter((t) => t.releaseAsSingle).sort((a, b) => (a.singleOrder ?? 0) - (b.singleOrder ?? 0));

  const choose = (strategy: Strategy) =>
    update((f) =>
      strategy === 'together'
        ? { ...f, releaseStrategy: strategy, ...chooseTogether(f.tracks, f.releaseDate) }
        : { ...f, releaseStrategy: strategy },
    );

  return (
    <Stack spacing={2} data-field="releaseStrategy">
      <RadioGroup aria-label="Release strategy" value={form.releaseStrategy} onChange={(e) => choose(e.target.value as Strategy)}>
        <FormControlLabel value="together" control={<Radio />} label="Release all tracks together" />
        <FormControlLabel value="singles_first" control={<Radio />} label="Release singles first, then the full release" />
      </RadioGroup>
      {form.releaseStrategy === 'singles_first' && (
        <>
          {form.tracks.map((track, i) => (
            <Box
              key={track.id}
              sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
              data-field={`tracks[${i}].singleReleaseDate`}
            >
              <FormControlLabel
                control={
                  <Checkbox
                    checked={track.releaseAsSingle}
                    onChange={(e) =>
                      update((f) => {
                        const tracks = setReleaseAsSingle(f.tracks, i, e.target.checked, new Date());
                        return { ...f, tracks, fullReleaseDate: fullReleaseAfterSingles(tracks, f.fullReleaseDate) };
                      })
                    }
                  />
                }
                label={`Release "${track.title || `Track ${i + 1}`}" as a single`}
              />
              {track.releaseAsSingle && (
                <Stack spacing={1.5} sx={{ mt: 1 }}>
                  <TextField
                    type="date"
                    label="Single release date"
                    value={track.singleReleaseDate ?? ''}
                    onChange={(e) => patchTrack(track.id, { singleReleaseDate: e.target.value || null })}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toIsoDate(today) } }}
                    error={!!errors[`tracks[${i}].singleReleaseDate`]}
                    helperText={errors[`tracks[${i}].singleReleaseDate`] ?? 'Social clips go out 3 weeks before this date'}
                    sx={{ maxWidth: { sm: 320 } }}
                  />
                  <FormControlLabel
                    control={
                      <Switch
                        checked={track.useCustomArtwork}
                        onChange={(e) => patchTrack(track.id, { useCustomArtwork: e.target.checked })}
                      />
                    }
                    label="Use its own artwork"
                  />
                  {track.useCustomArtwork && (
                    <ArtworkUpload
                      slot={track.customArtwork}
                      file={files[fileKey.custom(track.id)]}
                      label={`Artwork for the single "${track.title || `Track ${i + 1}`}"`}
                      onRefused={(message) => patchTrackFile(track.id, 'customArtwork', { state: 'failed', error: message })}
                      onFile={(file) => {
                        forgetUpload({ kind: 'custom', trackId: track.id });
                        void startUpload({ kind: 'custom', trackId: track.id }, file).catch(() => undefined);
                      }}
                    />
                  )}
                </Stack>
              )}
            </Box>
          ))}
          {singles.length > 1 && (
            <Box>
              <Typography variant="subtitle2" gutterBottom>
                Order of the singles (drag to reorder)
              </Typography>
              <SinglesOrder singles={singles} onMove={(from, to) => update((f) => ({ ...f, tracks: moveSingle(f.tracks, from, to) }))} />
            </Box>
          )}
          <TextField
            type="date"
            label="Full release date"
            data-field="fullReleaseDate"
            value={form.fullReleaseDate}
            onChange={(e) => update((f) => ({ ...f, fullReleaseDate: e.target.value }))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toIsoDate(today) } }}
            error={!!errors.fullReleaseDate}
            helperText={errors.fullReleaseDate ?? 'When the whole release comes out'}
            sx={{ maxWidth: { sm: 320 } }}
          />
          <ReleaseTimeline singles={singles} fullReleaseDate={form.fullReleaseDate} releaseTitle={form.releaseTitle} />
        </>
      )}
    </Stack>
  );
}
