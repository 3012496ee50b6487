import type { DeliveryPackage } from '../../../application/ports/delivery-package.port';
import type { DeliveryBatch } from '../../../application/ports/delivery.port';

/** A batch as the delivery job hands it over: named by its creation time, from the label to a store. */
export function aDeliveryBatch(batchId: string, pkg: DeliveryPackage): DeliveryBatch {
  const iso = `${batchId.slice(0, 4)}-${batchId.slice(4, 6)}-${batchId.slice(6, 8)}T${batchId.slice(8, 10)}:${batchId.slice(10, 12)}:${batchId.slice(12, 14)}.${batchId.slice(14, 17)}Z`;
  return {
    batchId,
    createdAt: new Date(iso),
    sender: { partyId: 'PADPIDA2026112701H', name: 'Salt & Pepper Records' },
    recipient: { partyId: 'PADPIDA2011072101T', name: 'A Store' },
    messageId: `R-${batchId}`,
    package: pkg,
  };
}
