import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { setNoSocialProfile } from '@domain/forms';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { columnSx } from '../../../components/column-sx';
import { FormTextField } from '../fields/form-text-field.component';
import { TwoColumns } from '../fields/two-columns.component';

/**
 * A tick with its words, laid out as MUI's FormControlLabel lays it (a label element around both), which the wizard's
 * first step would otherwise load for these two ticks alone.
 */
function Tick({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Box
      component="label"
      sx={{ display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start', ml: '-11px', mr: 2, cursor: 'pointer' }}
    >
      <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <Typography component="span">{label}</Typography>
    </Box>
  );
}

/** Instagram and TikTok links, each with an 'I don't have ...' tick that clears and disables the field. */
export function SocialFields() {
  const noInstagram = useSubmissionFormStore((s) => s.form.noInstagram);
  const noTikTok = useSubmissionFormStore((s) => s.form.noTikTok);
  const update = useSubmissionFormStore((s) => s.update);
  return (
    <TwoColumns>
      <Box sx={columnSx()}>
        <FormTextField
          name="instagramProfile"
          label="Instagram profile"
          placeholder="https://instagram.com/yourname"
          disabled={noInstagram}
        />
        <Tick
          label="I don't have Instagram"
          checked={noInstagram}
          onChange={(checked) => update((f) => setNoSocialProfile(f, 'instagram', checked))}
        />
      </Box>
      <Box sx={columnSx()}>
        <FormTextField name="tiktokProfile" label="TikTok profile" placeholder="https://tiktok.com/@yourname" disabled={noTikTok} />
        <Tick
          label="I don't have TikTok"
          checked={noTikTok}
          onChange={(checked) => update((f) => setNoSocialProfile(f, 'tiktok', checked))}
        />
      </Box>
    </TwoColumns>
  );
}
