import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useSubmissionFormStore } from '../../stores/submission-form.store';
import { useWaitingListMode } from '../../queries/portal-config.query';
import { ArtistStep } from './artist/artist-step.component';
import { HoneypotFields } from './wizard/honeypot-fields.component';
import { useWizardGuards } from './wizard/use-wizard-guards.hook';
import { BetaNoticeDialog } from './wizard/wizard-dialogs.component';
import { RequiredMissingDialog } from './wizard/wizard-dialogs.component';
import { Wizard } from './wizard/wizard.component';
import { PORTAL_SUCCESS_PATH } from '../../app/portal-paths';

// Only shown while staff have paused submissions: it loads then, not with every visit to the wizard.
const WaitingListSection = lazy(async () => ({
  default: (await import('./waiting-list/waiting-list-section.component')).WaitingListSection,
}));

const WaitingListConfirmation = lazy(async () => ({
  default: (await import('./waiting-list/waiting-list-section.component')).WaitingListConfirmation,
}));

function WaitingListForm() {
  useWizardGuards();
  const [joined, setJoined] = useState(false);
  if (joined)
    return (
      <Suspense fallback={null}>
        <WaitingListConfirmation />
      </Suspense>
    );
  return (
    <>
      <HoneypotFields />
      <ArtistStep
        waitingList={
          <Suspense fallback={null}>
            <WaitingListSection
              onSubmitted={() => {
                setJoined(true);
                window.scrollTo({ top: 0 });
              }}
            />
          </Suspense>
        }
      />
      <RequiredMissingDialog />
    </>
  );
}

/** /submit: the wizard, or the waiting-list form when submissions are paused (public flow §2.4). */
export function SubmitContent({ banner, successPath }: { banner?: ReactNode; successPath?: string }) {
  const waitingList = useWaitingListMode();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.9rem', sm: '2.6rem' }, fontWeight: 700, mb: 1 }}>
        {waitingList ? 'Join the waiting list' : 'Submit your music'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {waitingList
          ? 'Tell us who you are and share your latest project. We listen to everything.'
          : 'Four short steps. Your answers and files are saved as you go: come back to them on any device.'}
      </Typography>
      {waitingList ? <WaitingListForm /> : <Wizard banner={banner} successPath={successPath} />}
      <BetaNoticeDialog />
    </Container>
  );
}

const INTENTS = ['submit-music', 'keep-updated'] as const;

/** `?intent=keep-updated` (the newsletter entry) or `?intent=submit-music` sets the entry intent of the draft. */
function useEntryIntent(): void {
  const [params] = useSearchParams();
  const intent = params.get('intent');
  useEffect(() => {
    const known = INTENTS.find((i) => i === intent);
    if (known) useSubmissionFormStore.getState().patch({ submissionIntent: known });
  }, [intent]);
}

export function SubmitPage() {
  useEntryIntent();
  return <SubmitContent />;
}

/** The same form inside the signed-in frame ('Submit Music' in the artist's menu). */
export function PortalSubmitPage() {
  return <SubmitContent successPath={PORTAL_SUCCESS_PATH} />;
}
