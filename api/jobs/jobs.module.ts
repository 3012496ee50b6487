import { Inject, Module, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import type { HousekeepingJobKind } from '../../application/jobs/job-kinds';
import { CLOCK, type Clock } from '../../application/ports/clock.port';
import { PERIODIC_RUNS, type PeriodicRuns } from '../../application/ports/periodic-runs.port';
import {
  JOB_HANDLERS,
  JOB_QUEUE,
  type JobHandlerRegistry,
  type JobHandlerTable,
  type JobQueue,
} from '../../application/ports/job-queue.port';
import { ProviderCompletion } from '../../application/use-cases/agreements/provider-completion';
import { PurgeStaleDraftsUseCase } from '../../application/use-cases/drafts/purge-stale-drafts.use-case';
import { BuildDashboardUseCase } from '../../application/use-cases/monitoring/build-dashboard.use-case';
import { IdempotentExecution } from '../../application/use-cases/public-flow/idempotent-execution';
import { ApplyRetentionUseCase } from '../../application/use-cases/retention/apply-retention.use-case';
import { CleanupOrphanUploadsUseCase } from '../../application/use-cases/uploads/cleanup-orphan-uploads.use-case';
import { CutSocialClipUseCase } from '../../application/use-cases/uploads/cut-social-clip.use-case';
import { UploadQuota } from '../../application/use-cases/uploads/upload-quota';
import { AgreementsModule } from '../agreements/agreements.module';
import { DraftsModule } from '../drafts/drafts.module';
import { enqueueEvery } from '../infrastructure/periodic-jobs';
import { APP_CONFIG } from '../infrastructure/tokens';
import { withPorts } from '../infrastructure/with-ports';
import { MonitoringModule } from '../monitoring/monitoring.module';
import { scheduleMonitoringPrune } from '../monitoring/monitoring-prune.job';
import { RetentionModule } from '../retention/retention.module';
import { scheduleRetention } from '../retention/retention.job';
import { SubmissionsModule } from '../submissions/submissions.module';
import { RESUMABLE_UPLOADS } from '../uploads/tus/resumable-upload.controller';
import type { ResumableUploads } from '../uploads/tus/resumable-uploads';
import { AnalyseAudioUseCase } from '../../application/use-cases/uploads/analysis/analyse-audio.use-case';
import { UploadsModule } from '../uploads/uploads.module';
import { JOB_HANDLER_PORTS, jobHandlerTable } from './job-handler-table';
import { DeliverReleaseUseCase } from '../../application/use-cases/delivery/deliver-release.use-case';
import { READ_ACKNOWLEDGEMENTS_EVERY_MS } from '../../application/use-cases/delivery/delivery-jobs';
import { ReadAcknowledgementsUseCase } from '../../application/use-cases/delivery/read-acknowledgements.use-case';
import { registerJobHandlers } from './register-job-handlers';
import { SplitSheetsModule } from '../split-sheets/split-sheets.module';
import { AskCollaboratorsUseCase } from '../../application/use-cases/split-sheets/ask-collaborators.use-case';
import { RemindCollaboratorsUseCase } from '../../application/use-cases/split-sheets/remind-collaborators.use-case';

const JOB_HANDLER_TABLE = Symbol('JobHandlerTable');
const DELIVER_PORTS = [
  'releaseForDelivery',
  'deliveryPackageBuilder',
  'delivery',
  'releaseDeliveries',
  'deliveryTargets',
  'targetDeliveries',
  'clock',
  'config',
  'releaseDealChoices',
] as const;
const HOUR = 60 * 60 * 1000;
const HOURLY_JOBS: readonly HousekeepingJobKind[] = [
  'drafts.purge-stale',
  'idempotency.prune',
  'uploads.cleanup-orphans',
  'uploads.expire-resumable',
];

/** Registers every job handler with the worker, and enqueues the housekeeping jobs when this instance runs the worker. */
@Module({
  imports: [SubmissionsModule, UploadsModule, DraftsModule, MonitoringModule, RetentionModule, AgreementsModule, SplitSheetsModule],
  providers: [
    withPorts(
      JOB_HANDLER_TABLE,
      JOB_HANDLER_PORTS,
      (
        p,
        cutClip: CutSocialClipUseCase,
        analyseAudio: AnalyseAudioUseCase,
        cleanupUploads: CleanupOrphanUploadsUseCase,
        quota: UploadQuota,
        resumable: ResumableUploads,
        purgeDrafts: PurgeStaleDraftsUseCase,
        idempotent: IdempotentExecution,
        dashboard: BuildDashboardUseCase,
        retention: ApplyRetentionUseCase,
        providerAgreements: ProviderCompletion,
        deliverRelease: DeliverReleaseUseCase,
        readAcknowledgements: ReadAcknowledgementsUseCase,
        askCollaborators: AskCollaboratorsUseCase,
        remindCollaborators: RemindCollaboratorsUseCase,
      ) =>
        jobHandlerTable(p, {
          cutClip,
          analyseAudio,
          cleanupUploads,
          quota,
          resumable,
          purgeDrafts,
          idempotent,
          dashboard,
          retention,
          providerAgreements,
          deliverRelease,
          readAcknowledgements,
          askCollaborators,
          remindCollaborators,
        }),
      [
        CutSocialClipUseCase,
        AnalyseAudioUseCase,
        CleanupOrphanUploadsUseCase,
        UploadQuota,
        RESUMABLE_UPLOADS,
        PurgeStaleDraftsUseCase,
        IdempotentExecution,
        BuildDashboardUseCase,
        ApplyRetentionUseCase,
        ProviderCompletion,
        DeliverReleaseUseCase,
        ReadAcknowledgementsUseCase,
        AskCollaboratorsUseCase,
        RemindCollaboratorsUseCase,
      ],
    ),
    withPorts(
      DeliverReleaseUseCase,
      DELIVER_PORTS,
      (p) =>
        new DeliverReleaseUseCase({
          releases: p.releaseForDelivery,
          packages: p.deliveryPackageBuilder,
          delivery: p.delivery,
          deliveries: p.releaseDeliveries,
          clock: p.clock,
          sender: { partyId: p.config.release.delivery.senderPartyId, name: p.config.release.labelName },
          targets: p.deliveryTargets,
          targetDeliveries: p.targetDeliveries,
          dealChoices: p.releaseDealChoices,
        }),
    ),
    withPorts(
      ReadAcknowledgementsUseCase,
      ['releaseDeliveries', 'delivery', 'deliveryTargets', 'targetDeliveries', 'clock'],
      (p) =>
        new ReadAcknowledgementsUseCase({
          deliveries: p.releaseDeliveries,
          delivery: p.delivery,
          targets: p.deliveryTargets,
          targetDeliveries: p.targetDeliveries,
          clock: p.clock,
        }),
    ),
  ],
})
export class JobsModule implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private stopHourly: (() => void) | undefined;
  private stopAcknowledgements: (() => void) | undefined;

  constructor(
    @Inject(JOB_HANDLER_TABLE) private readonly table: JobHandlerTable,
    @Inject(JOB_HANDLERS) private readonly registry: JobHandlerRegistry,
    @Inject(JOB_QUEUE) private readonly queue: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PERIODIC_RUNS) private readonly runs: PeriodicRuns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    registerJobHandlers(this.registry, this.table);
    if (!this.config.workerEnabled) return;
    const deps = { queue: this.queue, runs: this.runs, clock: this.clock };
    this.stopHourly = enqueueEvery(deps, HOURLY_JOBS, HOUR);
    this.stopAcknowledgements = enqueueEvery(deps, ['delivery.read-acknowledgements'], READ_ACKNOWLEDGEMENTS_EVERY_MS);
  }

  /** The daily jobs enqueue their own next run when they finish; this starts the chain. */
  async onApplicationBootstrap(): Promise<void> {
    const { queue, runs, clock, config } = this;
    if (!config.workerEnabled) return;
    await scheduleMonitoringPrune({ queue, runs }, clock.now());
    if (config.retention.enabled) await scheduleRetention({ queue, runs }, config, clock.now());
  }

  onModuleDestroy(): void {
    this.stopHourly?.();
    this.stopAcknowledgements?.();
  }
}
