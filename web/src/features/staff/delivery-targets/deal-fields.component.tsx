import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMMERCIAL_MODELS, USE_TYPES } from '@domain/delivery-targets';
import type { TargetFormState } from './delivery-target-fields';

type Deal = TargetFormState['deals'][number];

const toggled = <T extends string>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

function Choices<T extends string>(props: { label: string; all: readonly T[]; chosen: T[]; onChange: (next: T[]) => void }) {
  return (
    <FormGroup>
      <FormLabel sx={{ fontSize: 13 }}>{props.label}</FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        {props.all.map((value) => (
          <FormControlLabel
            key={value}
            label={value}
            slotProps={{ typography: { sx: { fontSize: 13 } } }}
            control={
              <Checkbox
                size="small"
                checked={props.chosen.includes(value)}
                onChange={(event) => props.onChange(toggled(props.chosen, value, event.target.checked))}
              />
            }
          />
        ))}
      </Stack>
    </FormGroup>
  );
}

/** The deals every release gets at this target: territories, commercial models and use types per deal. */
export function DealFields({ deals, onChange, error }: { deals: Deal[]; onChange: (deals: Deal[]) => void; error?: string }) {
  const set = (at: number, deal: Deal) => onChange(deals.map((d, i) => (i === at ? deal : d)));
  return (
    <Stack spacing={1}>
      {deals.map((deal, at) => (
        <Paper key={at} variant="outlined" sx={{ p: 1.5 }} aria-label={`Deal ${at + 1}`} component="fieldset">
          <Stack spacing={1}>
            <TextField
              size="small"
              label={`Deal ${at + 1}: territories`}
              helperText="ISO codes separated by commas (GB, US, DE), or Worldwide"
              value={deal.territories}
              onChange={(event) => set(at, { ...deal, territories: event.target.value })}
            />
            <Choices
              label="Commercial models"
              all={COMMERCIAL_MODELS}
              chosen={deal.commercialModels}
              onChange={(v) => set(at, { ...deal, commercialModels: v })}
            />
            <Choices label="Use types" all={USE_TYPES} chosen={deal.useTypes} onChange={(v) => set(at, { ...deal, useTypes: v })} />
            {deals.length > 1 && (
              <Button
                size="small"
                color="error"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => onChange(deals.filter((_, i) => i !== at))}
              >
                Remove deal {at + 1}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
      {error && (
        <FormLabel error role="alert" sx={{ fontSize: 13 }}>
          {error}
        </FormLabel>
      )}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...deals, { territories: '', commercialModels: [], useTypes: [] }])}
      >
        Add a deal
      </Button>
    </Stack>
  );
}
