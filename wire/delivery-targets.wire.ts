import type { DeliveryTargetSettings } from '../domain/delivery-targets';

/** A delivery target as staff read it: every setting, and only whether each secret is set. */
export interface DeliveryTargetView extends DeliveryTargetSettings {
  id: string;
  hasPassword: boolean;
  hasPrivateKey: boolean;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/staff/delivery-targets */
export interface DeliveryTargetsResponse {
  success: true;
  targets: DeliveryTargetView[];
}

/** POST /api/staff/delivery-targets and PUT /api/staff/delivery-targets/:id */
export interface DeliveryTargetResponse {
  success: true;
  target: DeliveryTargetView;
}

/**
 * A new or changed target: the secrets are write-only, and one left out (or empty on a change) keeps the stored one; an
 * acknowledgement window left out keeps the stored one (48 hours on a new target).
 */
export interface DeliveryTargetRequest extends Omit<DeliveryTargetSettings, 'acknowledgementWindowHours' | 'artworkMinSidePx'> {
  acknowledgementWindowHours?: number;
  artworkMinSidePx?: number;
  password?: string;
  privateKey?: string;
}
