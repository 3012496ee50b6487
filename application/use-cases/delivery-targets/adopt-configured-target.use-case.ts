import type { Clock } from '../../ports/clock.port';
import type { DeliveryTargetRepository, DeliveryTargetWrite } from '../../ports/delivery-target.repository.port';

/** The key of the one target made from the single-SFTP settings of older installs. */
export const CONFIGURED_TARGET_KEY = 'sftp-settings';

export interface AdoptConfiguredTargetDeps {
  targets: DeliveryTargetRepository;
  clock: Clock;
  /** The install's single-SFTP settings as a target, or null when it has none. */
  configured: DeliveryTargetWrite | null;
}

/** At start: an install that delivered to one SFTP server from its settings gets that server as its first target, once. */
export class AdoptConfiguredTargetUseCase {
  constructor(private readonly deps: AdoptConfiguredTargetDeps) {}

  async execute(): Promise<void> {
    if (this.deps.configured) await this.deps.targets.ensureConfigured(CONFIGURED_TARGET_KEY, this.deps.configured, this.deps.clock.now());
  }
}
