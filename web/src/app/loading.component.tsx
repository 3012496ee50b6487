import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while a lazily loaded page arrives (spec: public flow §2.1). */
export function Loading() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <CircularProgress />
      <Typography color="text.secondary">Loading…</Typography>
    </Box>
  );
}
