import { submissionsEnabledFrom } from '../../domain/submissions-mode';
import type { SettingsRepository } from '../ports/settings.repository.port';

const KEY = 'submissionsEnabled';

/** Full submissions or waiting-list mode (spec: public flow §4 'Submissions mode'); open unless staff paused them. */
export class SubmissionModeUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async isEnabled(): Promise<boolean> {
    return submissionsEnabledFrom({ submissionsEnabled: await this.settings.read<boolean>(KEY) });
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    await this.settings.write(KEY, enabled);
    return enabled;
  }
}
