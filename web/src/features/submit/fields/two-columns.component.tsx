import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two fields side by side from 600 px, stacked below. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>;
}
