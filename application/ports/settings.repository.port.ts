/** Portal-wide settings kept in our database so every API instance sees the same value. */
export interface SettingsRepository {
  read<T>(key: string): Promise<T | undefined>;
  write<T>(key: string, value: T): Promise<void>;
  /**
   * Stores `value` under `key` unless a value is stored there already, and answers the stored one: instances that
   * race to create the same setting all end up with the first writer's value.
   */
  readOrCreate<T>(key: string, value: T): Promise<T>;
}
export const SETTINGS_REPOSITORY = Symbol('SettingsRepository');
