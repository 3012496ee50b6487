import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { LAST_WIZARD_STEP, nextWizardStep, previousWizardStep, WIZARD_MESSAGES, WIZARD_STEPS } from '@domain/forms';
import { SUBMISSION_MESSAGES } from '@domain/progress';
import { keepDefaultReleaseDateCurrent } from '@domain/release';
import { loadAlert } from '../../../components/lazy-alert.component';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { ArtistStep } from '../artist/artist-step.component';
import { scrollToField } from '../fields/field-path';
import { HoneypotFields } from './honeypot-fields.component';
import { AdditionalStep, MusicStep, ReviewStep } from './lazy-steps';
import { skipsValidation } from './local-development';
import { useSubmitRelease } from '../api/submission.api';
import { PUBLIC_SUCCESS_PATH } from '../../../app/portal-paths';
import { UploadNavigationGuard } from './upload-navigation-guard.component';
import { DraftStatus } from '../drafts/draft-status.component';
import { useServerDraft } from '../drafts/use-server-draft.hook';
import type { ApiError } from '../../../gateway/api-error';
import { useWizardGuards } from './use-wizard-guards.hook';
import { WideScreenStepper } from './wide-screen-stepper.component';
import { WizardProgress } from './wizard-progress.component';
import { SubmitError } from './submit-error.component';
import { RequiredMissingDialog, UploadProgressDialog } from './wizard-dialogs.component';

// Every step's rules load once the artist starts on the form, not with the page, which keeps the first load small.
const loadStepValidation = () => import('./step-validation');

/** The 4-step submission wizard (public flow §2.4, §4 Wizard). */
export function Wizard({
  banner,
  reworkOf,
  onReworkRefused,
  successPath = PUBLIC_SUCCESS_PATH,
}: {
  banner?: ReactNode;
  successPath?: string;
  reworkOf?: string;
  onReworkRefused?: (error: ApiError) => void;
}) {
  const step = useWizardStore((s) => s.step);
  const completed = useWizardStore((s) => s.completed);
  const submitting = useWizardStore((s) => s.submitting);
  const failedStep = useWizardStore((s) => s.failedStep);
  const goTo = useWizardStore((s) => s.goTo);
  const showIssues = useWizardStore((s) => s.showIssues);
  const submit = useSubmitRelease(successPath);
  const heading = useRef<HTMLHeadingElement>(null);
  useWizardGuards({ startsFormSession: false });
  useServerDraft(reworkOf, onReworkRefused);

  // A new step takes the person to its heading; the first step as the page opens does not, since on a slow phone
  // they may already be typing into it (the prerendered page is live to the keyboard before its script runs).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [step]);

  const tryNext = async () => {
    let issues;
    try {
      const { validateWizardStep } = await loadStepValidation();
      const picked = (id: string) => !!usePickedFilesStore.getState().files[fileKey.audio(id)];
      const today = new Date();
      useSubmissionFormStore.getState().update((form) => keepDefaultReleaseDateCurrent(form, today));
      issues = skipsValidation() ? [] : validateWizardStep(step, useSubmissionFormStore.getState().form, today, picked);
    } catch {
      issues = [{ field: 'form', message: WIZARD_MESSAGES.validationCrashed }];
    }
    if (issues.length > 0) {
      showIssues(issues);
      scrollToField(issues[0].field);
      return;
    }
    goTo(nextWizardStep(step), step);
  };

  const reach = (target: number) => {
    if (target <= step || skipsValidation() || completed.slice(0, target).every(Boolean)) goTo(target);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => e.preventDefault()}
      onFocusCapture={(e) => {
        // The step heading takes focus on its own when a step shows; only the artist's own moves count.
        const focused: EventTarget = e.target;
        if (focused === heading.current) return;
        void loadStepValidation();
        void loadAlert();
      }}
      aria-labelledby="wizard-step-heading"
      sx={{ position: 'relative' }}
    >
      <HoneypotFields />
      <UploadNavigationGuard />
      <WideScreenStepper step={step} completed={completed} failedStep={failedStep} onReach={reach} />
      <Typography variant="overline" sx={{ display: { xs: 'block', sm: 'none' } }}>
        Step {step + 1} of {WIZARD_STEPS.length}
      </Typography>
      <Typography id="wizard-step-heading" ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ mb: 2, outline: 'none' }}>
        {WIZARD_STEPS[step]}
      </Typography>
      {banner}
      <DraftStatus />
      {step === 0 && <ArtistStep />}
      {step === 1 && <MusicStep />}
      {step === 2 && <AdditionalStep />}
      {step === 3 && <ReviewStep onEdit={(s) => goTo(s)} />}
      <WizardProgress step={step} steps={WIZARD_STEPS.length} />
      <SubmitError />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2 }}>
        <Button variant="outlined" onClick={() => goTo(previousWizardStep(step))} disabled={step === 0 || submitting}>
          {step === LAST_WIZARD_STEP ? SUBMISSION_MESSAGES.backToEdit : 'Back'}
        </Button>
        {step < LAST_WIZARD_STEP ? (
          <Button variant="contained" onClick={() => void tryNext()}>
            Next Step
          </Button>
        ) : (
          <Button variant="contained" color="secondary" onClick={() => void submit()} disabled={submitting}>
            {submitting ? SUBMISSION_MESSAGES.submitting : SUBMISSION_MESSAGES.submitButton}
          </Button>
        )}
      </Box>
      <RequiredMissingDialog />
      <UploadProgressDialog />
    </Box>
  );
}
