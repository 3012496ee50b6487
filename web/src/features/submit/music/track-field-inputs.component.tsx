import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Fragment } from 'react';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName } from '@domain/tracks/track-fields';
import type { TrackDraft } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { PinnedFieldNote } from '../pins/pinned-field-note.component';
import { useFieldCheck } from '../wizard/use-field-check.hook';

/**
 * Where the wizard takes each declared track field: typed or ticked on the track card here, or by its own control
 * (release strategy, custom artwork, social clips, the AI question). A field added in domain/tracks fails to compile until it is placed.
 */
type HowTheWizardTakesEveryTrackField = Record<TrackFieldName, 'typed-here' | 'ticked-here' | 'own-control'>;

export const TRACK_FIELD_INPUTS: HowTheWizardTakesEveryTrackField = {
  title: 'typed-here',
  releaseAsSingle: 'own-control',
  singleReleaseDate: 'own-control',
  singleOrder: 'own-control',
  useCustomArtwork: 'own-control',
  socialClipsEnabled: 'own-control',
  version: 'typed-here',
  lyricsLanguage: 'typed-here',
  isrc: 'typed-here',
  instrumental: 'ticked-here',
  containsAi: 'own-control',
};

const TYPED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELD_INPUTS[name] === 'typed-here');
const TICKED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELD_INPUTS[name] === 'ticked-here');
const REQUIRED: readonly TrackFieldName[] = ['title'];

/** The track's typed fields, each with the domain's label, length limit and message. */
export function TrackFieldInputs({ track, index }: { track: TrackDraft; index: number }) {
  const patchTrack = useSubmissionFormStore((s) => s.patchTrack);
  const errors = useWizardStore((s) => s.errors);
  const clearError = useWizardStore((s) => s.clearError);
  const checkField = useFieldCheck();
  const ticked = TICKED.map((name) => (
    <FormControlLabel
      key={name}
      label={TRACK_FIELDS[name].label}
      control={<Checkbox checked={track[name] === true} onChange={(e) => patchTrack(track.id, { [name]: e.target.checked })} />}
    />
  ));
  const typed = TYPED.map((name) => {
    const spec = TRACK_FIELDS[name];
    const field = `tracks[${index}].${name}`;
    const maxLength = 'maxLength' in spec ? spec.maxLength : undefined;
    return (
      <Fragment key={name}>
        <TextField
          label={spec.label}
          required={REQUIRED.includes(name)}
          data-field={field}
          value={String(track[name] ?? '')}
          onChange={(e) => {
            patchTrack(track.id, { [name]: e.target.value });
            clearError(field);
          }}
          onBlur={() => {
            if (errors[field] || !REQUIRED.includes(name)) checkField(field);
          }}
          error={!!errors[field]}
          helperText={errors[field]}
          slotProps={{ htmlInput: { maxLength } }}
        />
        {name === 'title' && <PinnedFieldNote field={`tracks[${index}].title`} />}
      </Fragment>
    );
  });
  return [...typed, ...ticked];
}
