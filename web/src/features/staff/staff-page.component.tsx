import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A staff page: the wide column under the staff frame, headed by the page's title. */
export function StaffPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg">
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
