import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RoyaltyPeriodView } from '@wire';
import { SmallTextField } from '../../../components/small-text-field.component';
import { useCreatePeriod, useStatementActions } from './statements.api';

/** Opens a new period (a name and the currency its statements pay in); the page then shows it. */
export function NewPeriodForm({ onOpened }: { onOpened: (id: string) => void }) {
  const create = useCreatePeriod();
  const [name, setName] = useState('');
  const [baseCurrency, setBaseCurrency] = useState('EUR');
  return (
    <Paper
      variant="outlined"
      component="form"
      sx={{ p: 2, my: 3 }}
      aria-label="Open a period"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { name: name.trim(), baseCurrency: baseCurrency.trim().toUpperCase() },
          {
            onSuccess: (id) => {
              setName('');
              onOpened(id);
            },
          },
        );
      }}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Open a period
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <SmallTextField label="Name" placeholder="2030 May" value={name} onText={setName} />
        <SmallTextField label="Base currency" value={baseCurrency} onText={setBaseCurrency} sx={{ width: { sm: 140 } }} />
        <Button type="submit" variant="contained" disabled={create.isPending || name.trim() === ''}>
          Open
        </Button>
      </Stack>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {create.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** An open period's exchange rates into its base currency: closing needs one for every currency its reports hold. */
export function ExchangeRates({ period }: { period: RoyaltyPeriodView }) {
  const { setRate } = useStatementActions(period.id);
  const [currency, setCurrency] = useState('');
  const [rate, setRateText] = useState('');
  const rates = Object.entries(period.rates);
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label="Exchange rates">
      <Typography variant="subtitle1" component="h3">
        Exchange rates to {period.baseCurrency}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {rates.length === 0 ? 'None entered yet.' : rates.map(([c, r]) => `1 ${c} = ${r} ${period.baseCurrency}`).join(' · ')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          setRate.mutate(
            { currency: currency.trim().toUpperCase(), rate: rate.trim() },
            {
              onSuccess: () => {
                setCurrency('');
                setRateText('');
              },
            },
          );
        }}
      >
        <SmallTextField label="Currency" placeholder="USD" value={currency} onText={setCurrency} sx={{ width: { sm: 120 } }} />
        <SmallTextField label={`Rate in ${period.baseCurrency}`} placeholder="0.92" value={rate} onText={setRateText} />
        <Button type="submit" variant="outlined" disabled={setRate.isPending || !currency.trim() || !rate.trim()}>
          Save rate
        </Button>
      </Stack>
      {setRate.isError && <Alert severity="error">{setRate.error.message}</Alert>}
    </Stack>
  );
}

/** Who closed and re-opened the period, when, and why (a re-opening always says why). */
export function PeriodTimeline({ events }: { events: RoyaltyPeriodView['events'] }) {
  if (events.length === 0) return null;
  return (
    <Stack component="ol" aria-label="Period timeline" sx={{ pl: 2, my: 1 }}>
      {events.map((e) => (
        <Typography component="li" variant="body2" key={`${e.at}-${e.action}`}>
          {new Date(e.at).toLocaleString()}: {e.action === 'closed' ? 'closed' : 're-opened'} by {e.staffName}
          {e.reason ? ` (${e.reason})` : ''}
        </Typography>
      ))}
    </Stack>
  );
}
