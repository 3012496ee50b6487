import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Terms and their values in two columns (a description list). */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {children}
    </Box>
  );
}

/** One term of a FactList and its value. */
export function Fact({ term, children, variant }: { term: string; children: ReactNode; variant?: TypographyProps['variant'] }) {
  return (
    <>
      <Typography component="dt" variant={variant} color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant={variant} sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
