import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ExchangeRates, NewPeriodForm, PeriodTimeline } from './period-setup.component';
import { PeriodTotals } from './period-totals.component';
import { UnmatchedLines } from './unmatched-lines.component';
import { usePeriodTotals, useStatementActions, useStatementPeriods, useUnmatched } from './statements.api';

/** /staff/statements: open a period, import its sales reports, match what did not match, close it and read its totals. */
export function StatementsPage() {
  const periods = useStatementPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [csvStore, setCsvStore] = useState('');
  const [reason, setReason] = useState('');
  const period = periods.data?.find((p) => p.id === chosen) ?? periods.data?.[0];
  const periodId = period?.id ?? null;
  const closed = period?.status === 'closed';
  const unmatched = useUnmatched(periodId);
  const totals = usePeriodTotals(periodId, closed);
  const actions = useStatementActions(periodId);
  const failure = [actions.importFile, actions.close, actions.reopen, actions.match].find((m) => m.isError)?.error;
  if (periods.isPending) return <CircularProgress aria-label="Loading periods" />;
  return (
    <Container maxWidth="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Statements
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Period"
          value={periodId ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {(periods.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {period && <Chip label={closed ? 'Closed' : 'Open'} color={closed ? 'default' : 'success'} />}
        {period && (
          <Typography color="text.secondary">
            {period.reportCount} reports · base {period.baseCurrency}
          </Typography>
        )}
      </Stack>
      {period && <PeriodTimeline events={period.events} />}
      {/* Before the first period, opening one is the only thing to do: the form leads; afterwards it closes the page. */}
      {!period && <NewPeriodForm onOpened={setChosen} />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure.message}
        </Alert>
      )}
      {period && !closed && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              size="small"
              label="CSV template (store)"
              value={csvStore}
              onChange={(e) => setCsvStore(e.target.value)}
              helperText="Empty for a DSRF flat file"
            />
            <Button variant="contained" component="label" disabled={actions.importFile.isPending}>
              Import a report
              <input
                hidden
                type="file"
                accept=".tsv,.txt,.csv"
                onChange={(e) => e.target.files?.[0] && actions.importFile.mutate({ file: e.target.files[0], csvStore })}
              />
            </Button>
            <Button variant="outlined" onClick={() => actions.close.mutate()} disabled={actions.close.isPending}>
              Close the period
            </Button>
          </Stack>
          <ExchangeRates period={period} />
          {actions.importFile.data && (
            <Alert severity="success" sx={{ mt: 2 }}>
              Imported {actions.importFile.data.lineCount} lines ({actions.importFile.data.unmatchedCount} unmatched).
            </Alert>
          )}
        </Paper>
      )}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Unmatched lines
      </Typography>
      <UnmatchedLines
        groups={unmatched.data ?? []}
        busy={actions.match.isPending}
        onMatch={(g, trackId) =>
          actions.match.mutate({ reportId: g.reportId, isrc: g.isrc, upc: g.upc, title: g.title, artist: g.artist, trackId })
        }
      />
      {closed && totals.data && periodId && (
        <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {period.name}: totals
          </Typography>
          <PeriodTotals totals={totals.data} payoutUrl={`/api/staff/statements/periods/${periodId}/payout.csv`} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
            <TextField size="small" label="Reason to re-open" value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button variant="outlined" color="error" onClick={() => actions.reopen.mutate(reason)}>
              Re-open
            </Button>
          </Stack>
        </Paper>
      )}
      {period && <NewPeriodForm onOpened={setChosen} />}
    </Container>
  );
}
