import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { setNoSocialProfile } from '@domain/forms';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { columnSx } from '../../../components/column-sx';
import { FormTextField } from '../fields/form-text-field.component';
import { TwoColumns } from '../fields/two-columns.component';

// MUI's checkbox icons, ticked and empty.
const TICKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const EMPTY = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/** MUI's Checkbox as it looks (a native box over the icon, its round hover), without the 2 KB of script it costs. */
const TickBox = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: 9,
  borderRadius: '50%',
  color: theme.palette.text.secondary,
  '&[data-checked]': { color: theme.palette.primary.main },
  '&:hover, &:has(input:focus-visible)': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  '& input': {
    cursor: 'inherit',
    position: 'absolute',
    opacity: 0,
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    zIndex: 1,
  },
}));

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
      <TickBox data-checked={checked ? '' : undefined}>
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <SvgIcon>
          <path d={checked ? TICKED : EMPTY} />
        </SvgIcon>
      </TickBox>
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
