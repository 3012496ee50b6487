import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';

/** Any path the site does not have. */
export function NotFoundPage() {
  return (
    <Container sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        There is no page at this address. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Return Home
      </Button>
    </Container>
  );
}
