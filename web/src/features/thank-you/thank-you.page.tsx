import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'wouter';
import { REVIEW_DAYS_THANK_YOU, submissionReference } from '@domain/shared';
import { SentenceList } from '../../components/sentence-list.component';

const NEXT_STEPS = [
  `Our team listens to your music and reviews it within ${REVIEW_DAYS_THANK_YOU.min}-${REVIEW_DAYS_THANK_YOU.max} days.`,
  'If it fits our roster, we contact you directly by email.',
  'We agree artist-friendly terms with you, in plain English.',
  'We plan the release together and welcome you on board.',
];

// An artist signed in to the portal is on the roster already: no talk of whether they fit it.
const PORTAL_NEXT_STEPS = [
  `Our team reviews your release within ${REVIEW_DAYS_THANK_YOU.min}-${REVIEW_DAYS_THANK_YOU.max} days.`,
  'Its status is on your dashboard, and we email you when it changes.',
  'If anything needs changing, we say exactly what, and you can make the changes from the dashboard.',
];

/** What the signed-in portal's thank-you and the public one do not share: the next steps, the way back, the spacing. */
const PLACES = {
  portal: { steps: PORTAL_NEXT_STEPS, back: { to: '/dashboard', label: 'Back to Dashboard' }, py: { xs: 3, md: 6 } },
  public: { steps: NEXT_STEPS, back: { to: '/', label: 'Return to Home' }, py: { xs: 5, md: 8 } },
} as const;

interface ThankYouProps {
  place: keyof typeof PLACES;
  title: string;
  /** Shown under the title, above the next steps (the public flow's reference). */
  children?: ReactNode;
  intro: string;
}

/** A thank-you page: the check mark and title, what happens next, and the way back. */
function ThankYou({ place, title, children, intro }: ThankYouProps) {
  const { steps, back, py } = PLACES[place];
  return (
    <Container maxWidth="sm" sx={{ py, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.6rem' }, mt: 1 }}>
        {title}
      </Typography>
      {children}
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {intro}
      </Typography>
      <SentenceList items={steps} numbered sx={{ textAlign: 'left', pl: 3, '& li': { mb: 1.5 } }} />
      <Button component={RouterLink} to={back.to} variant="contained" size="large" sx={{ mt: 2 }}>
        {back.label}
      </Button>
    </Container>
  );
}

/** /dashboard/sent: a release sent, or sent again, from the signed-in portal. */
export function PortalThankYouPage() {
  return <ThankYou place="portal" title="Your release is with our team" intro="Thank you. Here is what happens next:" />;
}

/** /submit/success (public flow §2.3); an invited artist is pointed to the portal, where the release now waits. */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const reference = submissionReference(params.get('ref'));
  const hasAccount = params.get('account') === '1';
  return (
    <ThankYou place="public" title="Your music has been submitted" intro="Thank you for trusting us with it. Here is what happens next:">
      {reference && (
        <Typography sx={{ mt: 2 }} data-testid="submission-reference">
          Your reference: <strong>{reference}</strong>. Quote it if you write to us about this release.
        </Typography>
      )}
      {hasAccount && (
        <Typography sx={{ mt: 2 }} data-testid="sign-in-pointer">
          Follow this release in your artist portal:{' '}
          <Link component={RouterLink} to="/login">
            sign in
          </Link>{' '}
          with your artist ID and the invitation code from your invitation email.
        </Typography>
      )}
    </ThankYou>
  );
}
