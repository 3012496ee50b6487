import { BotCheck } from '../../application/use-cases/public-flow/bot-check';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { IssueReturningLinkUseCase } from '../../application/use-cases/invitations/issue-returning-link.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import type { Ports } from '../infrastructure/ports';

/** Helpers several public-flow use cases are built with, each from the ports it needs. */
export const botCheckOf = (p: Pick<Ports, 'formSessions' | 'clock'>) => new BotCheck({ signer: p.formSessions, clock: p.clock });
export const idempotencyOf = (p: Pick<Ports, 'idempotency' | 'clock' | 'config'>) =>
  new IdempotentExecution({ store: p.idempotency, clock: p.clock, policy: p.config.idempotency });
export const returningLinksOf = (p: Pick<Ports, 'invitations' | 'tokens' | 'mailer' | 'clock' | 'config'>) =>
  new IssueReturningLinkUseCase({
    invitations: p.invitations,
    tokens: p.tokens,
    mailer: p.mailer,
    clock: p.clock,
    publicUrl: p.config.publicUrl,
  });
export const uploadQuotaOf = (p: Pick<Ports, 'uploadQuota' | 'clock' | 'config'>) =>
  new UploadQuota({ store: p.uploadQuota, clock: p.clock, policy: p.config.uploadQuota });
