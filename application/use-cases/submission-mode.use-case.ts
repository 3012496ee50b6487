import type { SettingsRepository } from '../ports/settings.repository.port';

const KEY = 'submissionsEnabled';

/** Full submissions or waiting-list mode (spec: public flow §4 'Submissions mode'); open unless staff paused them. */
export class SubmissionModeUseCase {
  constructor(private readonly settings: SettingsRepository) {}

  async isEnabled(): Promise<boolean> {
    return (await this.settings.read<boolean>(KEY)) ?? true;
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    await this.settings.write(KEY, enabled);
    return enabled;
  }
}
