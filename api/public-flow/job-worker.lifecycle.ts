import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Infrastructure } from '../../adapters/registry';
import { INFRASTRUCTURE } from '../infrastructure/tokens';

/** Starts the job worker with the app when WORKER_ENABLED (tests drive it with runOnce/drain) and stops it on shutdown. */
@Injectable()
export class JobWorkerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: Infrastructure) {}

  onApplicationBootstrap(): void {
    if (this.infrastructure.config.workerEnabled) this.infrastructure.jobs.worker.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.infrastructure.jobs.worker.stop();
  }
}

@Module({ providers: [JobWorkerLifecycle] })
export class JobWorkerModule {}
