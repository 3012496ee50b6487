import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { releaseDateHelperText, toggleEarlyRelease } from '@domain/release';
import { toIsoDate } from '@domain/shared';
import { choosePrimaryGenre, PRIMARY_GENRES, subGenresOf } from '@domain/taxonomy';
import { SelectField, valueOptions } from '../../../components/select-field.component';
import { FormTextField } from '../fields/form-text-field.component';
import { FormTextArea } from '../fields/form-text-area.component';
import { TwoColumns } from '../fields/two-columns.component';
import { useStepForm } from '../fields/use-step-form.hook';
import { PinnedFieldNote } from '../pins/pinned-field-note.component';

/** Release title, genre and sub-genre, early release and the release date (public flow §2.4, §5 Release date). */
export function ReleaseDetails() {
  const { form, patch, update, errors, clearError } = useStepForm();
  const today = new Date();
  return (
    <>
      <FormTextField name="releaseTitle" label="Release title" required />
      <PinnedFieldNote field="releaseTitle" />
      <TwoColumns>
        <SelectField
          label="Primary genre"
          required
          data-field="primaryGenre"
          value={form.primaryGenre}
          onChange={(e) => {
            update((f) => choosePrimaryGenre(f, e.target.value));
            clearError('primaryGenre');
          }}
          error={!!errors.primaryGenre}
          helperText={errors.primaryGenre}
          options={valueOptions(PRIMARY_GENRES)}
        />
        <SelectField
          label="Sub-genre"
          required
          data-field="subGenre"
          disabled={!form.primaryGenre}
          value={form.subGenre}
          onChange={(e) => {
            patch({ subGenre: e.target.value });
            clearError('subGenre');
          }}
          error={!!errors.subGenre}
          helperText={errors.subGenre ?? (form.primaryGenre ? ' ' : 'Pick a primary genre first')}
          options={valueOptions(subGenresOf(form.primaryGenre))}
        />
      </TwoColumns>
      <PinnedFieldNote field="primaryGenre" />
      <TextField
        label="Release date"
        type="date"
        required
        data-field="releaseDate"
        value={form.releaseDate}
        onChange={(e) => {
          patch({
            releaseDate: e.target.value,
            releaseDateChosen: true,
            fullReleaseDate: form.releaseStrategy === 'together' ? e.target.value : form.fullReleaseDate,
          });
          clearError('releaseDate');
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: form.earlyReleaseRequest ? toIsoDate(today) : undefined } }}
        error={!!errors.releaseDate}
        helperText={errors.releaseDate ?? releaseDateHelperText(form.releaseDate, today, form.earlyReleaseRequest)}
        sx={{ maxWidth: { sm: 320 } }}
      />
      <PinnedFieldNote field="releaseDate" />
      <FormControlLabel
        control={
          <Checkbox
            checked={form.earlyReleaseRequest}
            onChange={(e) => update((f) => toggleEarlyRelease(f, e.target.checked, new Date()))}
          />
        }
        label="I need it out sooner than 6 weeks (early release request, reviewed by our team)"
      />
      {form.earlyReleaseRequest && (
        <FormTextArea name="earlyReleaseReason" label="Why do you need an early release?" required minRows={2} />
      )}
    </>
  );
}
