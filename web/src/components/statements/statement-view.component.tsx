import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatementResponse } from '@wire';

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
                // A month below zero (fines larger than earnings) is drawn in the error colour, not as earnings.
                bgcolor: l.amount.startsWith('-') ? 'error.main' : 'primary.main',
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

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** One payee's statement of a period: payable per currency, the month chart and the breakdowns (artists and collaborators). */
export function StatementView({ statement: s }: { statement: StatementResponse }) {
  return (
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
            {!isZero(t.broughtForward) && (
              <Typography variant="body2">
                Brought forward from earlier statements (their total was below zero): {t.broughtForward} {t.currency}
              </Typography>
            )}
            {!isZero(t.carriedForward) && (
              <Typography variant="body2">
                Carried to your next statement (this total was below zero, so nothing is paid now): {t.carriedForward} {t.currency}
              </Typography>
            )}
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
              <Stack key={`${l.label}-${l.currency}`} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{l.label}</Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>
                  {l.amount} {l.currency}
                </Typography>
              </Stack>
            ))}
          </Paper>
        ))}
      </Box>
    </>
  );
}
