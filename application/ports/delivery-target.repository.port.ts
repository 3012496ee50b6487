import type { DeliveryTargetSecrets, DeliveryTargetSettings } from '../../domain/delivery-targets';

/** A stored target: its settings, and its secrets (for the delivery adapter only; never shown to staff). */
export interface DeliveryTarget extends DeliveryTargetSettings {
  id: string;
  secrets: DeliveryTargetSecrets;
  createdAt: Date;
  updatedAt: Date;
}

/** A new or changed target; a secret left undefined keeps the stored one. */
export type DeliveryTargetWrite = DeliveryTargetSettings & Partial<DeliveryTargetSecrets>;

/** The label's delivery targets (`delivery_targets`); writes join the enclosing unit of work. */
export interface DeliveryTargetRepository {
  list(): Promise<DeliveryTarget[]>;
  find(id: string): Promise<DeliveryTarget | null>;
  /** Null when another target already has that name. */
  create(target: DeliveryTargetWrite, at: Date): Promise<DeliveryTarget | null>;
  /** Null when there is no such target; 'name-taken' when another target has the name. */
  update(id: string, target: DeliveryTargetWrite, at: Date): Promise<DeliveryTarget | null | 'name-taken'>;
  remove(id: string): Promise<boolean>;
  /** The target made from older installs' single-SFTP settings, once: a second call (another start) finds the first. */
  ensureConfigured(configKey: string, target: DeliveryTargetWrite, at: Date): Promise<void>;
}
export const DELIVERY_TARGET_REPOSITORY = Symbol('DeliveryTargetRepository');
