import { validateSubmission, type SubmissionFacts } from '../../../domain/forms';
import { UseCaseError } from '../public-flow/use-case-error';
import type { SubmitReleaseCommand } from './submission-command';

/** One validator for the wizard, new submissions and resubmissions: the first issue is the error, all are the details. */
export function validateSubmitForm(form: SubmitReleaseCommand['form'], facts: SubmissionFacts, today: Date): void {
  const issues = validateSubmission(form, facts, today);
  if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
}
