import type { FieldIssue } from '../../../domain/shared';
import { AppError } from '../../errors/app-error';

/** Another artist's submission answers with this too, so ids cannot be probed. */
export const SUBMISSION_NOT_FOUND = 'Submission not found';

export class ProfileValidationError extends AppError {
  constructor(readonly issues: FieldIssue[]) {
    super('invalid', issues.map((i) => i.message).join('; '), { details: issues });
  }
}

export class NotFoundError extends AppError {
  constructor(message: string) {
    super('not_found', message);
  }
}
