import { MAX_SOCIAL_CLIPS } from '../../../domain/clips';
import { validateSubmission } from '../../../domain/forms';
import { SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms/server-submission.messages';
import type { FieldIssue } from '../../../domain/shared';
import { UseCaseError } from '../public-flow/use-case-error';
import type { SubmitReleaseCommand } from './submission-command';

/** The domain's submission validator over the stored form shape; the first issue is the error, all are the details. */
export function validateSubmitForm(form: SubmitReleaseCommand['form'], today: Date): void {
  const issues: FieldIssue[] = validateSubmission(
    {
      ...form,
      tracks: form.tracks.map((t) => ({ ...t, hasFile: !!t.fileId, socialClips: t.socialClips.map((c) => ({ ...c, id: c.clientId })) })),
    },
    today,
  );
  form.tracks.forEach((t, i) => {
    if (t.socialClips.length > MAX_SOCIAL_CLIPS) issues.push({ field: `tracks[${i}].socialClips`, message: SERVER_SUBMISSION_MESSAGES.tooManyClips });
  });
  if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
}
