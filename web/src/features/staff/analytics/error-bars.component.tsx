import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Errors by category as a horizontal bar list: readable by screen readers as a plain list of counts. */
export function ErrorBars({ counts }: { counts: Record<string, number> }) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  const max = Math.max(1, ...entries.map(([, n]) => n));
  if (entries.length === 0) return <Typography color="text.secondary">No errors in this window.</Typography>;
  return (
    <Box component="ul" aria-label="Errors by category" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {entries.map(([category, n]) => (
        <Box
          component="li"
          key={category}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(80px, 140px) 1fr auto', gap: 1, alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {category}
          </Typography>
          <Box aria-hidden sx={{ height: 14, borderRadius: 1, bgcolor: 'grey.200', overflow: 'hidden' }}>
            <Box sx={{ width: `${(n / max) * 100}%`, height: '100%', bgcolor: 'secondary.main' }} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 700, minWidth: 24, textAlign: 'right' }}>
            {n}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
