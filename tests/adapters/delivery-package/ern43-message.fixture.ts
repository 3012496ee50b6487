import { DdexErn43DeliveryPackageBuilder } from '../../../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import type { DeliveryPackageOptions } from '../../../application/ports/delivery-package.port';

/** One message's envelope: its id, when it was made, the label sending it and the store receiving it. */
export const OPTIONS: DeliveryPackageOptions = {
  messageId: 'ART-000001-1',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  sender: { partyId: 'PADPIDA2026112701X', name: 'Tidewater Records' },
  recipient: { partyId: 'PADPIDA2009101501Y', name: 'A Store' },
};

export const builder = new DdexErn43DeliveryPackageBuilder();
