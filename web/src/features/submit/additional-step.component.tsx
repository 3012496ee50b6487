import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useSubmissionFormStore } from '../../stores/submission-form.store';
import { FormTextField } from './fields/form-text-field.component';
import { FormTextArea } from './fields/form-text-area.component';
import { SectionCard } from './fields/section-card.component';

/** Step 3, Additional Information (public flow §2.4). */
export function AdditionalStep() {
  const publishingInterest = useSubmissionFormStore((s) => s.form.publishingInterest);
  const patch = useSubmissionFormStore((s) => s.patch);
  return (
    <>
      <SectionCard title="About your music">
        <FormTextArea name="bio" label="Tell us about yourself and this release" minRows={4} />
        <FormTextField name="influences" label="For Fans Of" placeholder="Artists your listeners also love" />
      </SectionCard>
      <SectionCard title="Publishing">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={publishingInterest} onChange={(e) => patch({ publishingInterest: e.target.checked })} />}
            label="I'm interested in publishing administration"
          />
          <Chip size="small" label="Coming soon" color="secondary" />
        </Stack>
        <FormTextField name="proNumber" label="PRO number (optional)" helperText="Your PPL, PRS or similar membership number" />
      </SectionCard>
    </>
  );
}
