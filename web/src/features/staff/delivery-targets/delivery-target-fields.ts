import type { DeliveryTargetRequest, DeliveryTargetView } from '@wire';
import { DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS, DEFAULT_ARTWORK_MIN_SIDE_PX, type TargetDeal } from '@domain/delivery-targets';

/** The form's state: every setting as typed, deals' territories as one comma-separated line each. */
export interface TargetFormState extends Omit<
  DeliveryTargetRequest,
  'port' | 'leadTimeBusinessDays' | 'acknowledgementWindowHours' | 'artworkMinSidePx' | 'deals'
> {
  port: string;
  leadTimeBusinessDays: string;
  acknowledgementWindowHours: string;
  artworkMinSidePx: string;
  deals: (Omit<TargetDeal, 'territories'> & { territories: string })[];
}

export const EMPTY_TARGET: TargetFormState = {
  name: '',
  partyId: '',
  partyName: '',
  host: '',
  port: '22',
  username: '',
  password: '',
  privateKey: '',
  hostKeySha256: '',
  folder: '/',
  choreography: 'batched',
  messageControl: 'test',
  audioFormat: 'wav',
  leadTimeBusinessDays: '5',
  acknowledgementWindowHours: String(DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS),
  artworkMinSidePx: String(DEFAULT_ARTWORK_MIN_SIDE_PX),
  deals: [{ territories: 'Worldwide', commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }],
};

/** A stored target in the form: secrets start empty (they are never shown back; empty keeps them). */
export function formOf(target: DeliveryTargetView): TargetFormState {
  const { id: _id, hasPassword: _p, hasPrivateKey: _k, createdAt: _c, updatedAt: _u, ...settings } = target;
  return {
    ...settings,
    password: '',
    privateKey: '',
    port: String(target.port),
    leadTimeBusinessDays: String(target.leadTimeBusinessDays),
    acknowledgementWindowHours: String(target.acknowledgementWindowHours),
    artworkMinSidePx: String(target.artworkMinSidePx),
    deals: target.deals.map((deal) => ({ ...deal, territories: deal.territories.join(', ') })),
  };
}

/** What the API receives; the server's domain check words any refusal. */
export function requestOf(form: TargetFormState): DeliveryTargetRequest {
  return {
    ...form,
    port: Number(form.port),
    leadTimeBusinessDays: Number(form.leadTimeBusinessDays),
    acknowledgementWindowHours: Number(form.acknowledgementWindowHours),
    artworkMinSidePx: Number(form.artworkMinSidePx),
    deals: form.deals.map((deal) => ({
      ...deal,
      territories: deal.territories
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    })),
  };
}
