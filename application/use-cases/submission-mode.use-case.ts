import { submissionsEnabledFrom } from '../../domain/submissions-mode';
import type { SettingsRepository } from '../ports/settings.repository.port';

const KEY = 'submissionsEnabled';

export interface SubmissionModeDeps {
  settings: SettingsRepository;
}

/** Full submissions or waiting-list mode (spec: public flow §4 'Submissions mode'); open unless staff paused them. */
export class SubmissionModeUseCase {
  constructor(private readonly deps: SubmissionModeDeps) {}

  async isEnabled(): Promise<boolean> {
    return submissionsEnabledFrom({ submissionsEnabled: await this.deps.settings.read<boolean>(KEY) });
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    await this.deps.settings.write(KEY, enabled);
    return enabled;
  }
}
