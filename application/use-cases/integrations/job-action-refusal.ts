import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import { AppError } from '../../errors/app-error';
import type { JobActionOutcome } from '../../ports/job-admin.port';

/** Turns what a Retry or Discard found into the refusal staff read; 'done' passes. */
export function refuseUnlessDone(outcome: JobActionOutcome): void {
  switch (outcome) {
    case 'done':
      return;
    case 'not-found':
      throw new AppError('not_found', INTEGRATIONS_MESSAGES.jobNotFound);
    case 'running':
      throw new AppError('conflict', INTEGRATIONS_MESSAGES.jobRunning);
    case 'finished':
      throw new AppError('conflict', INTEGRATIONS_MESSAGES.jobFinished);
    case 'duplicate':
      throw new AppError('conflict', INTEGRATIONS_MESSAGES.jobAlreadyWaiting);
  }
}
