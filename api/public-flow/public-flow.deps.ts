import type { UploadRepository } from '../../application/ports/upload.repository.port';
import { BotCheck } from '../../application/use-cases/public-flow/bot-check';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { IssueReturningLinkUseCase } from '../../application/use-cases/invitations/issue-returning-link.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import { DrizzleUploadRepository } from '../../adapters/persistence/repositories/drizzle.upload.repository';
import type { Infrastructure } from '../../adapters/registry';

/** The uploads repository (from the infrastructure once it is registered there). */
export function uploadsOf(infrastructure: Infrastructure): UploadRepository {
  const registered = (infrastructure as Infrastructure & { uploads?: UploadRepository }).uploads;
  return registered ?? new DrizzleUploadRepository(infrastructure.database.db);
}

export const botCheckOf = (i: Infrastructure) => new BotCheck(i.formSessions, i.clock);
export const idempotencyOf = (i: Infrastructure) => new IdempotentExecution(i.idempotency, i.clock, i.config.idempotency);
export const returningLinksOf = (i: Infrastructure) =>
  new IssueReturningLinkUseCase(i.invitations, i.tokens, i.mailer, i.clock, i.config.publicUrl);
export const uploadQuotaOf = (i: Infrastructure) => new UploadQuota(i.uploadQuota, i.clock, i.config.uploadQuota);
