import type { FieldIssue } from '../../../domain/shared';
import { AppError } from '../../errors/app-error';
import type { ErrorCode } from '../../errors/error-code';

/** A refusal of the public flow's use cases (submissions, invitations, drafts, catalogue lookups...). */
export class UseCaseError extends AppError {
  constructor(code: ErrorCode, message: string, details: FieldIssue[] = [], retryAfterSeconds?: number) {
    super(code, message, { details, retryAfterSeconds });
  }
}
