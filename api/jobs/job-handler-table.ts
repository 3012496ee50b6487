import type { JobContext, JobHandlerOptions, JobHandlerTable } from '../../application/ports/job-queue.port';
import { PermanentJobError } from '../../application/ports/job-queue.port';
import { isQueuedMailer } from '../../application/ports/mailer.port';
import { boardJobHandlers } from '../../application/use-cases/board/mirror-to-board.handlers';
import type { ProviderCompletion } from '../../application/use-cases/agreements/provider-completion';
import type { AskCollaboratorsUseCase } from '../../application/use-cases/split-sheets/ask-collaborators.use-case';
import type { RemindCollaboratorsUseCase } from '../../application/use-cases/split-sheets/remind-collaborators.use-case';
import type { DeliverReleaseUseCase } from '../../application/use-cases/delivery/deliver-release.use-case';
import type { ReadAcknowledgementsUseCase } from '../../application/use-cases/delivery/read-acknowledgements.use-case';
import type { PurgeStaleDraftsUseCase } from '../../application/use-cases/drafts/purge-stale-drafts.use-case';
import type { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import type { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import type { ApplyRetentionUseCase } from '../../application/use-cases/retention/apply-retention.use-case';
import type { AnalyseAudioUseCase } from '../../application/use-cases/uploads/analysis/analyse-audio.use-case';
import type { CleanupOrphanUploadsUseCase } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import type { CutSocialClipUseCase } from '../../application/use-cases/uploads/cut-social-clip.use-case';
import type { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import { HOUSEKEEPING_MAX_ATTEMPTS } from '../../domain/jobs';
import { splitsColumn } from '../../domain/split-sheets';
import type { Ports } from '../infrastructure/ports';
import { MONITORING_PRUNE_EVERY_MS, scheduleMonitoringPrune } from '../monitoring/monitoring-prune.job';
import { retentionEveryMs, scheduleRetention } from '../retention/retention.job';
import type { ResumableUploads } from '../uploads/tus/resumable-uploads';

/** Housekeeping passes run again on their own schedule: a few tries, then the dead letters. */
const housekeeping = { maxAttempts: HOUSEKEEPING_MAX_ATTEMPTS };

/** A job kind's row whose handler runs `work` to the end; what `work` answers, the worker does not need. */
const handledBy = <P>(work: (payload: P, context: JobContext) => Promise<unknown>, options?: JobHandlerOptions) => ({
  handle: async (payload: P, context: JobContext): Promise<void> => {
    await work(payload, context);
  },
  options,
});

/** A housekeeping pass's row: `work` takes no payload and is retried as housekeeping is. */
const housekeepingPass = (work: () => Promise<unknown>) => handledBy(work, housekeeping);

export const JOB_HANDLER_PORTS = [
  'board',
  'submissions',
  'submissionReviews',
  'waitingList',
  'invitations',
  'mailer',
  'jobQueue',
  'periodicRuns',
  'clock',
  'config',
  'splitSheets',
] as const;

export interface JobUseCases {
  cutClip: CutSocialClipUseCase;
  analyseAudio: AnalyseAudioUseCase;
  cleanupUploads: CleanupOrphanUploadsUseCase;
  quota: UploadQuota;
  resumable: ResumableUploads;
  purgeDrafts: PurgeStaleDraftsUseCase;
  idempotent: IdempotentExecution;
  dashboard: BuildDashboardUseCase;
  retention: ApplyRetentionUseCase;
  providerAgreements: ProviderCompletion;
  deliverRelease: DeliverReleaseUseCase;
  readAcknowledgements: ReadAcknowledgementsUseCase;
  askCollaborators: AskCollaboratorsUseCase;
  remindCollaborators: RemindCollaboratorsUseCase;
}

/** What each job kind does when the worker runs it. */
export function jobHandlerTable(p: Pick<Ports, (typeof JOB_HANDLER_PORTS)[number]>, use: JobUseCases): JobHandlerTable {
  const { jobQueue: queue, clock, config } = p;
  const schedule = { queue, runs: p.periodicRuns };
  const later = (ms: number) => new Date(clock.now().getTime() + ms);
  return {
    ...boardJobHandlers({
      board: p.board,
      submissions: p.submissions,
      reviews: p.submissionReviews,
      waitingList: p.waitingList,
      invitations: p.invitations,
      publicUrl: config.publicUrl,
      splitsColumn: async (id) => splitsColumn((await p.splitSheets.consents(id)).map((c) => c.state)),
    }),
    'social-clip.cut': handledBy((payload) => use.cutClip.execute(payload), { maxAttempts: 5 }),
    'audio.analyse': handledBy((payload, context) => use.analyseAudio.execute(payload.fileId, context), { maxAttempts: 5 }),
    'mail.deliver': {
      handle: async (payload) => {
        if (!isQueuedMailer(p.mailer)) throw new PermanentJobError('The configured mailer sends at once; it has no queued mail');
        await p.mailer.deliver(payload.mailId);
      },
    },
    'delivery.deliver-release': handledBy((payload) => use.deliverRelease.execute(payload.submissionId)),
    'delivery.read-acknowledgements': housekeepingPass(() => use.readAcknowledgements.execute()),
    'agreements.settle-provider-request': handledBy((payload) => use.providerAgreements.runJob(payload.requestId)),
    'split-sheets.ask': handledBy((payload) => use.askCollaborators.execute(payload.submissionId, payload.version)),
    'split-sheets.remind': handledBy((payload) => use.remindCollaborators.remind(payload)),
    'split-sheets.expire': handledBy((payload) => use.remindCollaborators.expire(payload.submissionId)),
    'drafts.purge-stale': housekeepingPass(() => use.purgeDrafts.execute()),
    'idempotency.prune': housekeepingPass(() => use.idempotent.prune()),
    'uploads.cleanup-orphans': housekeepingPass(async () => {
      await use.cleanupUploads.execute();
      await use.quota.prune();
    }),
    'uploads.expire-resumable': housekeepingPass(() => use.resumable.useCase.purgeExpired()),
    'monitoring.prune': housekeepingPass(async () => {
      await use.dashboard.prune();
      await scheduleMonitoringPrune(schedule, later(MONITORING_PRUNE_EVERY_MS));
    }),
    'privacy.retention': housekeepingPass(async () => {
      await use.retention.execute();
      await scheduleRetention(schedule, config, later(retentionEveryMs(config)));
    }),
  };
}
