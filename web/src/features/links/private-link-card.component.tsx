import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  text: string;
  artistSignIn: string;
  staffSignIn: string;
}

/** What a signed-out visitor sees on a shared link that only the artist or our team may open. */
export function PrivateLinkCard({ title, text, artistSignIn, staffSignIn }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={artistSignIn} variant="contained">
            Artist sign in
          </Button>
          <Button component={RouterLink} to={staffSignIn} variant="outlined">
            Staff sign in
          </Button>
          <Button component={RouterLink} to="/" color="inherit">
            Return Home
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
