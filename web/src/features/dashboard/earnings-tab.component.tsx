import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { StatementResponse } from '@contracts';
import { statementFileUrl, useMyStatement, useMyStatementPeriods } from './api/earnings.api';

const BREAKDOWNS = [
  ['release', 'By release'],
  ['track', 'By track'],
  ['store', 'By store'],
  ['country', 'By country'],
] as const;

/** Earnings by month as bars, each scaled within its own currency (amounts are never compared across currencies). */
function MonthChart({ lines }: { lines: StatementResponse['breakdowns']['month'] }) {
  const max = (currency: string) => Math.max(...lines.filter((l) => l.currency === currency).map((l) => Math.abs(Number(l.amount))), 0.01);
  return (
    <Stack spacing={1} aria-label="Earnings by month">
      {lines.map((l) => (
        <Stack key={`${l.label}-${l.currency}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 76, flexShrink: 0, whiteSpace: 'nowrap' }}>{l.label}</Typography>
          <Box sx={{ flexGrow: 1, bgcolor: 'action.hover', height: 18, borderRadius: 1 }}>
            <Box
              sx={{
                width: `${(Math.abs(Number(l.amount)) / max(l.currency)) * 100}%`,
                bgcolor: 'primary.main',
                height: 18,
                borderRadius: 1,
              }}
            />
          </Box>
          <Typography sx={{ width: 110, textAlign: 'right', flexShrink: 0 }}>
            {l.amount} {l.currency}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The artist's statements: pick a closed period, read the totals, the chart and the breakdowns, download CSV or PDF. */
export function EarningsTab() {
  const periods = useMyStatementPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const payee = periods.data?.payee ?? null;
  const periodId = chosen ?? periods.data?.periods[0]?.id ?? null;
  const statement = useMyStatement(periodId, payee);
  if (periods.isPending) return <CircularProgress aria-label="Loading earnings" />;
  if (!periodId || !payee) return <Alert severity="info">No statement yet: statements appear here once a period is closed.</Alert>;
  const s = statement.data;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label="Period" value={periodId} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 200 }}>
          {(periods.data?.periods ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button href={statementFileUrl(periodId, payee, 'pdf')} variant="outlined" size="small">
          PDF
        </Button>
        <Button href={statementFileUrl(periodId, payee, 'csv')} variant="outlined" size="small">
          CSV
        </Button>
      </Stack>
      {!s ? (
        <CircularProgress aria-label="Loading the statement" />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {s.totals.map((t) => (
              <Paper key={t.currency} variant="outlined" sx={{ p: 2, flex: 1 }}>
                <Typography variant="overline">Payable</Typography>
                <Typography variant="h5" component="p">
                  {t.payable} {t.currency}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Earned {t.earned} · from escrow {t.escrowReleased} · recouped {t.recouped} · held in escrow {t.heldInEscrow}
                </Typography>
              </Paper>
            ))}
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              By month
            </Typography>
            <MonthChart lines={s.breakdowns.month} />
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {BREAKDOWNS.map(([key, title]) => (
              <Paper key={key} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {title}
                </Typography>
                {s.breakdowns[key].slice(0, 8).map((l) => (
                  <Stack key={`${l.label}-${l.currency}`} direction="row" sx={{ justifyContent: 'space-between' }}>
                    <Typography>{l.label}</Typography>
                    <Typography>
                      {l.amount} {l.currency}
                    </Typography>
                  </Stack>
                ))}
              </Paper>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
