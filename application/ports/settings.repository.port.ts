/** Portal-wide settings kept in our database so every API instance sees the same value. */
export interface SettingsRepository {
  read<T>(key: string): Promise<T | undefined>;
  write<T>(key: string, value: T): Promise<void>;
}
export const SETTINGS_REPOSITORY = Symbol('SettingsRepository');
