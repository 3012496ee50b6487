import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useShallow } from 'zustand/react/shallow';
import { canSubmitWaitingList, validateWaitingList, WAITING_LIST_ERRORS, waitingListErrorMessage } from '@domain/forms';
import { REVIEW_DAYS_WAITING_LIST } from '@domain/shared';
import { WaitingListError } from '../../../gateway/waiting-list-error';
import { useJoinWaitingList } from '../api/waiting-list.api';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { FormTextField } from '../fields/form-text-field.component';
import { FormTextArea } from '../fields/form-text-area.component';
import { SectionCard } from '../fields/section-card.component';
import { scrollToField } from '../fields/field-path';

type Status = 'idle' | 'submitting' | 'failed';

/** After joining: the confirmation takes the form's place, at the top of the page. */
export function WaitingListConfirmation() {
  return (
    <SectionCard title={WAITING_LIST_ERRORS.submitted}>
      <Alert severity="success" role="status">
        Thank you — we've got your music. Our team reviews every project and will be in touch within {REVIEW_DAYS_WAITING_LIST.min}-
        {REVIEW_DAYS_WAITING_LIST.max} days.
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Return to homepage
      </Button>
    </SectionCard>
  );
}

/** Waiting-list mode: 'Share Your New Music With Us' (public flow §2.4, §4 Waiting-list submission, §8). */
export function WaitingListSection({ onSubmitted }: { onSubmitted: () => void }) {
  const joinWaitingList = useJoinWaitingList();
  const { form, reset: resetForm } = useSubmissionFormStore(useShallow((s) => ({ form: s.form, reset: s.reset })));
  const { showIssues, closeMissing } = useWizardStore(useShallow((s) => ({ showIssues: s.showIssues, closeMissing: s.closeMissing })));
  const [status, setStatus] = useState<Status>('idle');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = async () => {
    const issues = validateWaitingList(form);
    if (issues.length > 0) {
      showIssues(issues);
      closeMissing();
      setAlert(issues.map((i) => i.message).join(' '));
      scrollToField(issues[0].field);
      return;
    }
    setStatus('submitting');
    setAlert(null);
    const { formSession, honeypot } = useWizardStore.getState();
    try {
      await joinWaitingList.mutateAsync({
        entry: {
          firstName: form.firstName,
          surname: form.surname,
          artistName: form.artistName,
          email: form.email,
          phone: form.phone,
          country: form.country,
          city: form.city,
          instagramProfile: form.instagramProfile,
          tiktokProfile: form.tiktokProfile,
          spotifyProfile: form.spotifyProfile,
          listenLink: form.listenLink,
          projectDescription: form.projectDescription,
        },
        bot: { formSession: formSession ?? undefined, ...honeypot },
      });
      resetForm();
      onSubmitted();
    } catch (error) {
      setStatus('failed');
      const failure = error instanceof WaitingListError ? error : null;
      const known = waitingListErrorMessage({ message: failure?.message, emptyResponse: failure?.emptyResponse });
      // A refusal with the server's own words (a 4xx) is more useful than the generic line: show both.
      setAlert(known === WAITING_LIST_ERRORS.default && failure?.message ? `${known} (${failure.message})` : known);
    }
  };

  return (
    <SectionCard
      title="Share Your New Music With Us"
      description="Full submissions are paused while we catch up. Send us a link to your latest project and we'll listen."
    >
      <FormTextField
        name="listenLink"
        label="Listen Link"
        required
        placeholder="https://..."
        helperText="A private SoundCloud, Dropbox, Drive or streaming link"
      />
      <FormTextArea name="projectDescription" label="Tell us about the project (optional)" minRows={3} />
      {alert && (
        <Alert severity="error" role="alert">
          {alert}
        </Alert>
      )}
      <Stack direction="row">
        <Button
          variant="contained"
          color="secondary"
          onClick={() => void submit()}
          disabled={!canSubmitWaitingList(form) || status === 'submitting'}
        >
          {status === 'submitting' ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        We reply to every submission within {REVIEW_DAYS_WAITING_LIST.min}-{REVIEW_DAYS_WAITING_LIST.max} days.
      </Typography>
    </SectionCard>
  );
}
