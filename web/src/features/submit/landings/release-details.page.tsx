import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'wouter';
import { usePinnedStart } from '../pins/use-pinned-start.hook';
import { Wizard } from '../wizard/wizard.component';

/**
 * /release-details/{id}: an In Progress release to complete, or one staff asked changes to, in the same wizard as a
 * new release, on a draft started from what was sent. Submitting it sends the release (back) to review.
 */
export function ReleaseDetailsPage() {
  const { id = '' } = useParams();
  usePinnedStart(id);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Complete your release
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Everything you sent is here. Change what is needed and submit it again; it goes back to our team for review.
      </Typography>
      <Wizard key={id} reworkOf={id} />
    </Container>
  );
}
