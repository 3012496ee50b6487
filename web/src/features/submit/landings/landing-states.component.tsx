import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { INVITATION_MESSAGES } from '@domain/invitations';
import { SUPPORT_EMAIL } from '../../../app/product';
import { SentenceList } from '../../../components/sentence-list.component';

export function LandingLoading({ what }: { what: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <CircularProgress aria-label={`Checking your ${what}`} />
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        Checking your {what}...
      </Typography>
    </Container>
  );
}

/** The invalid state of both landings: the message, a contact-the-team note and Return Home. */
export function LandingInvalid({ title, message, reasons }: { title: string; message: string; reasons?: string[] }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="error" sx={{ mb: 2 }}>
        {message}
      </Alert>
      {reasons && <SentenceList items={reasons} sx={{ pl: 3, mb: 2 }} />}
      <Typography sx={{ mb: 3 }}>
        {INVITATION_MESSAGES.contactTeam} Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {INVITATION_MESSAGES.returnHome}
      </Button>
    </Container>
  );
}
