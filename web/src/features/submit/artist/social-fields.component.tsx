import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { setNoSocialProfile } from '../../../../../domain/forms';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { FormTextField } from '../fields/form-text-field.component';
import { TwoColumns } from '../fields/two-columns.component';

/** Instagram and TikTok links, each with an 'I don't have ...' tick that clears and disables the field. */
export function SocialFields() {
  const noInstagram = useSubmissionFormStore((s) => s.form.noInstagram);
  const noTikTok = useSubmissionFormStore((s) => s.form.noTikTok);
  const update = useSubmissionFormStore((s) => s.update);
  return (
    <TwoColumns>
      <Stack>
        <FormTextField
          name="instagramProfile"
          label="Instagram profile"
          placeholder="https://instagram.com/yourname"
          disabled={noInstagram}
        />
        <FormControlLabel
          control={<Checkbox checked={noInstagram} onChange={(e) => update((f) => setNoSocialProfile(f, 'instagram', e.target.checked))} />}
          label="I don't have Instagram"
        />
      </Stack>
      <Stack>
        <FormTextField name="tiktokProfile" label="TikTok profile" placeholder="https://tiktok.com/@yourname" disabled={noTikTok} />
        <FormControlLabel
          control={<Checkbox checked={noTikTok} onChange={(e) => update((f) => setNoSocialProfile(f, 'tiktok', e.target.checked))} />}
          label="I don't have TikTok"
        />
      </Stack>
    </TwoColumns>
  );
}
