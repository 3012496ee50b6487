import { BotCheck } from '../../application/use-cases/public-flow/bot-check';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { IssueReturningLinkUseCase } from '../../application/use-cases/invitations/issue-returning-link.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import type { Ports } from '../infrastructure/ports';

/** Helpers several public-flow use cases are built with, each from the ports it needs. */
export const botCheckOf = (p: Pick<Ports, 'formSessions' | 'clock'>) => new BotCheck(p.formSessions, p.clock);
export const idempotencyOf = (p: Pick<Ports, 'idempotency' | 'clock' | 'config'>) =>
  new IdempotentExecution(p.idempotency, p.clock, p.config.idempotency);
export const returningLinksOf = (p: Pick<Ports, 'invitations' | 'tokens' | 'mailer' | 'clock' | 'config'>) =>
  new IssueReturningLinkUseCase(p.invitations, p.tokens, p.mailer, p.clock, p.config.publicUrl);
export const uploadQuotaOf = (p: Pick<Ports, 'uploadQuota' | 'clock' | 'config'>) =>
  new UploadQuota(p.uploadQuota, p.clock, p.config.uploadQuota);
