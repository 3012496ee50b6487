import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../../adapters/config';
import { JOB_WORKER, type JobWorker } from '../../application/ports/job-queue.port';
import { APP_CONFIG } from '../infrastructure/tokens';

/** Starts the job worker with the app when WORKER_ENABLED (tests drive it with runOnce/drain) and stops it on shutdown. */
@Injectable()
export class JobWorkerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(JOB_WORKER) private readonly worker: JobWorker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.workerEnabled) this.worker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker.stop();
  }
}

@Module({ providers: [JobWorkerLifecycle] })
export class JobWorkerModule {}
