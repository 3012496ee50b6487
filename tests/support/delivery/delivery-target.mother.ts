import type { DeliveryTargetWrite } from '../../../application/ports/delivery-target.repository.port';

/** A store's target as staff first enter it: a worldwide streaming and download deal. */
export function aDeliveryTarget(overrides: Partial<DeliveryTargetWrite> = {}): DeliveryTargetWrite {
  return {
    name: 'Streamwave',
    partyId: 'PADPIDA2011072101T',
    partyName: 'Streamwave Music Ltd',
    host: 'sftp.streamwave.example',
    port: 22,
    username: 'label-upload',
    hostKeySha256: '',
    folder: '/inbox',
    choreography: 'batched',
    messageControl: 'live',
    audioFormat: 'wav',
    leadTimeBusinessDays: 5,
    acknowledgementWindowHours: 48,
    artworkMinSidePx: 3000,
    deals: [{ territories: ['Worldwide'], commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }],
    password: 'store-secret-password',
    ...overrides,
  };
}
