import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  PARENTAL_ADVISORY_LABELS,
  MIN_PRODUCTION_YEAR,
  setMasterSplit,
  setSelfProduced,
  setSelfWritten,
  setSoloWork,
  type TrackCredits,
} from '@domain/credits';
import { newId } from '../../../stores/submission-form.model';
import { ContributorList } from './contributor-list.component';
import { SplitTotal } from './split-total.component';

export interface CreditsPanelProps {
  credits: TrackCredits;
  onChange: (credits: TrackCredits) => void;
  /** e.g. 'tracks[0].credits': error keys and scroll targets. */
  prefix: string;
  errors: Record<string, string>;
  artist: { firstName: string; surname: string; email: string };
  /** Checks one field as the artist leaves it (contributor emails, production year). */
  onLeaveField?: (field: string) => void;
}

/** The fields checked on leaving them; the rest wait for Next, so a half-filled new row is not flagged. */
const CHECKED_ON_LEAVE = /(\.email|\.productionYear)$/;

/** The per-track credits panel of public flow §2.6. */
export function CreditsPanel({ credits, onChange, prefix, errors, artist, onLeaveField }: CreditsPanelProps) {
  const set = (changes: Partial<TrackCredits>) => onChange({ ...credits, ...changes });
  const lists = { credits, onChange, prefix, errors };
  const year = new Date().getFullYear();
  return (
    <Stack
      spacing={2}
      data-field={prefix}
      onBlur={(e) => {
        const field = e.target.closest('[data-field]')?.getAttribute('data-field');
        if (field && CHECKED_ON_LEAVE.test(field)) onLeaveField?.(field);
      }}
    >
      <FormGroup row>
        <FormControlLabel
          control={
            <Checkbox
              checked={credits.soloWork}
              onChange={(e) => onChange(setSoloWork(credits, e.target.checked, artist, newId('writer')))}
            />
          }
          label="Solo work (no other artists)"
        />
        <FormControlLabel
          control={<Checkbox checked={credits.selfProduced} onChange={(e) => onChange(setSelfProduced(credits, e.target.checked))} />}
          label="I produced it myself"
        />
        <FormControlLabel
          control={<Checkbox checked={credits.selfWritten} onChange={(e) => onChange(setSelfWritten(credits, e.target.checked))} />}
          label="I wrote it myself"
        />
      </FormGroup>
      {!credits.soloWork && (
        <>
          <ContributorList group="featuredArtists" {...lists} />
          <ContributorList group="nonFeaturedArtists" {...lists} />
        </>
      )}
      {!credits.selfProduced && <ContributorList group="producers" {...lists} />}
      {!credits.selfWritten && (
        <Box>
          <ContributorList group="songwriters" {...lists} />
          {credits.songwriters.length > 0 && <SplitTotal label="Songwriter" percentages={credits.songwriters.map((s) => s.percentage)} />}
        </Box>
      )}
      <Divider />
      <Box>
        <FormControlLabel
          control={<Switch checked={credits.hasMasterSplit} onChange={(e) => onChange(setMasterSplit(credits, e.target.checked))} />}
          label="The master recording is split with others"
        />
        {credits.hasMasterSplit && (
          <Box sx={{ mt: 1 }}>
            <ContributorList group="masterSplits" {...lists} />
            <SplitTotal label="Master split" percentages={credits.masterSplits.map((s) => s.percentage)} />
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 2 }}>
        <TextField
          label="Production year"
          type="number"
          required
          data-field={`${prefix}.productionYear`}
          value={credits.productionYear ?? ''}
          slotProps={{ htmlInput: { min: MIN_PRODUCTION_YEAR, max: year } }}
          onChange={(e) => set({ productionYear: e.target.value === '' ? null : Number(e.target.value) })}
          error={!!errors[`${prefix}.productionYear`]}
          helperText={errors[`${prefix}.productionYear`]}
        />
        <FormControl required error={!!errors[`${prefix}.parentalAdvisory`]} data-field={`${prefix}.parentalAdvisory`}>
          <FormLabel>Parental advisory (explicit lyrics)</FormLabel>
          <RadioGroup
            row
            value={credits.parentalAdvisory === null ? '' : credits.parentalAdvisory ? 'yes' : 'no'}
            onChange={(e) => set({ parentalAdvisory: e.target.value === 'yes' })}
          >
            <FormControlLabel value="no" control={<Radio />} label={PARENTAL_ADVISORY_LABELS.clean} />
            <FormControlLabel value="yes" control={<Radio />} label={PARENTAL_ADVISORY_LABELS.explicit} />
          </RadioGroup>
          {errors[`${prefix}.parentalAdvisory`] && <FormHelperText>{errors[`${prefix}.parentalAdvisory`]}</FormHelperText>}
        </FormControl>
      </Box>
      <TextField label="Lyrics (optional)" multiline minRows={3} value={credits.lyrics} onChange={(e) => set({ lyrics: e.target.value })} />
    </Stack>
  );
}
