import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled panel of the analytics grid. */
export function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
