import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** Said plainly on routes whose page is still to be built. */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This page is not built yet.</Typography>
    </Container>
  );
}
