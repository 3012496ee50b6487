import type { CreateItemResponse } from '../../../wire';
import type { IdempotentAnswer, IdempotentExecution } from '../public-flow/idempotent-execution';
import type { SubmitReleaseCommand, SubmitReleaseResult } from './submission-command';
import type { SubmitReleaseUseCase } from './submit-release.use-case';

/** A submission's answer as the wizard reads it (itemId is the submission's id). */
export const submissionAnswer = (result: SubmitReleaseResult): { status: number; body: CreateItemResponse } => ({
  status: 200,
  body: { success: true as const, data: { itemId: result.submissionId, ...result } },
});

export interface SubmitReleaseOnceDeps {
  submit: SubmitReleaseUseCase;
  idempotent: IdempotentExecution;
}

/**
 * POST /api/monday/create-item with its Idempotency-Key: a retry with the same key and request gets the first
 * answer, saved in the submission's own transaction.
 */
export class SubmitReleaseOnceUseCase {
  constructor(private readonly deps: SubmitReleaseOnceDeps) {}

  execute(
    read: (today: Date) => SubmitReleaseCommand,
    key: string | undefined,
    requestHash: string,
  ): Promise<IdempotentAnswer<CreateItemResponse>> {
    return this.deps.idempotent.run<CreateItemResponse>('submission', key, requestHash, async (seal) =>
      submissionAnswer(await this.deps.submit.execute(read, (result) => seal(submissionAnswer(result)))),
    );
  }
}
