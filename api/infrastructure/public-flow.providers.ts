import type { Provider } from '@nestjs/common';
import { BOARD } from '../../application/ports/board.port';
import { JOB_HANDLERS, JOB_QUEUE, JOB_WORKER } from '../../application/ports/job-queue.port';
import { MAIL_OUTBOX, MAILER } from '../../application/ports/mailer.port';
import { UNIT_OF_WORK } from '../../application/ports/unit-of-work.port';
import { IDEMPOTENCY_STORE } from '../../application/ports/idempotency.port';
import { INVITATION_REPOSITORY } from '../../application/ports/invitation.repository.port';
import { MONITORING_REPOSITORY } from '../../application/ports/monitoring.repository.port';
import { FORM_SESSION_SIGNER, RATE_LIMITER, TOKEN_SERVICE } from '../../application/ports/security.port';
import { SUBMISSION_REPOSITORY } from '../../application/ports/submission.repository.port';
import { WAITING_LIST_REPOSITORY } from '../../application/ports/waiting-list.repository.port';
import type { Infrastructure } from '../../adapters/registry';

/** The public flow's ports under their tokens; spread into InfrastructureModule's providers. */
export function publicFlowProviders(infrastructure: Infrastructure): (Provider & { provide: symbol })[] {
  return [
    { provide: UNIT_OF_WORK, useValue: infrastructure.unitOfWork },
    { provide: JOB_QUEUE, useValue: infrastructure.jobs.queue },
    { provide: JOB_HANDLERS, useValue: infrastructure.jobs.handlers },
    { provide: JOB_WORKER, useValue: infrastructure.jobs.worker },
    { provide: BOARD, useValue: infrastructure.board },
    { provide: MAILER, useValue: infrastructure.mailer },
    { provide: MAIL_OUTBOX, useValue: infrastructure.mailOutbox },
    { provide: SUBMISSION_REPOSITORY, useValue: infrastructure.submissions },
    { provide: WAITING_LIST_REPOSITORY, useValue: infrastructure.waitingList },
    { provide: INVITATION_REPOSITORY, useValue: infrastructure.invitations },
    { provide: MONITORING_REPOSITORY, useValue: infrastructure.monitoring },
    { provide: IDEMPOTENCY_STORE, useValue: infrastructure.idempotency },
    { provide: RATE_LIMITER, useValue: infrastructure.rateLimiter },
    { provide: TOKEN_SERVICE, useValue: infrastructure.tokens },
    { provide: FORM_SESSION_SIGNER, useValue: infrastructure.formSessions },
  ];
}
