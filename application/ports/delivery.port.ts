import type { DeliveryPackage } from './delivery-package.port';

/** One release's package as a batch: DDEX choreography puts each release in `<batchId>/<upc>/`. */
export interface DeliveryBatch {
  batchId: string;
  package: DeliveryPackage;
}

export interface DeliveryReceipt {
  /** Where the batch now is: a storage prefix (built-in) or the remote folder (SFTP). */
  packageKey: string;
}

/**
 * Hands a release's package on to the stores. An adapter writes every file of the batch before its completion
 * marker, and writing the same batch again replaces it (a retry after a lost answer never doubles a release).
 */
export interface Delivery {
  readonly adapterName: string;
  deliver(batch: DeliveryBatch): Promise<DeliveryReceipt>;
}
export const DELIVERY = Symbol('Delivery');
