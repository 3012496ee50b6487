import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'wouter';
import { usePinnedStart } from '../pins/use-pinned-start.hook';
import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import type { ApiError } from '../../../gateway/api-error';
import { Wizard } from '../wizard/wizard.component';
import { PORTAL_SUCCESS_PATH } from '../../../app/portal-paths';

/** Why the release cannot be worked on: not the artist's (or unknown), or no longer open to changes. */
function Refused({ error, id }: { error: ApiError; id: string }) {
  const missing = error.status === 404;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {missing ? DASHBOARD_MESSAGES.submissionNotFound : 'This release cannot be changed'}
      </Typography>
      <Alert severity={missing ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {missing ? 'There is no release of yours at this address. Check the link, or open it from your dashboard.' : error.message}
      </Alert>
      {!missing && (
        <Button component={RouterLink} to={`/submission/${id}`} variant="outlined">
          {DASHBOARD_MESSAGES.viewDetails}
        </Button>
      )}
    </>
  );
}

/**
 * /release-details/{id}: an In Progress release to complete, or one staff asked changes to, in the same wizard as a
 * new release, on a draft started from what was sent. Submitting it sends the release (back) to review.
 */
export function ReleaseDetailsPage() {
  const { id = '' } = useParams();
  usePinnedStart(id);
  const [refusal, setRefusal] = useState<{ id: string; error: ApiError } | null>(null);
  const refused = refusal?.id === id ? refusal.error : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Dashboard
      </Button>
      {refused ? (
        <Refused error={refused} id={id} />
      ) : (
        <>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Complete your release
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Everything you sent is here. Change what is needed and submit it again; it goes back to our team for review.
          </Typography>
          <Wizard key={id} reworkOf={id} successPath={PORTAL_SUCCESS_PATH} onReworkRefused={(error) => setRefusal({ id, error })} />
        </>
      )}
    </Container>
  );
}
