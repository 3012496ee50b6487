import { CONTRACT_OUTCOME_MESSAGES } from '../../../domain/contract';
import { SigningLinkError } from './contracts.errors';
import type { ProviderCompletion } from './provider-completion';
import type { ContractsPorts } from './contracts.ports';

/** The provider's events that may end a request or make its signed PDF available; the others change nothing. */
const SETTLING_EVENTS = new Set([
  'signature_request_signed',
  'signature_request_all_signed',
  'signature_request_downloadable',
  'signature_request_declined',
  'signature_request_expired',
  'signature_request_canceled',
]);

export type ReceiveSignatureEventDeps = Pick<ContractsPorts, 'eSignature' | 'requests'> & { providerCompletion: ProviderCompletion };

/**
 * A provider's callback: verified by its event hash, then taken only as a cue to read the request from the provider
 * (the hash covers the event's time and type, not the rest of the body). Repeated events find the work done.
 */
export class ReceiveSignatureEventUseCase {
  constructor(private readonly deps: ReceiveSignatureEventDeps) {}

  async execute(body: string): Promise<void> {
    const { eSignature, requests } = this.deps;
    if (!eSignature.readEvent) throw new SigningLinkError(CONTRACT_OUTCOME_MESSAGES.noEventsExpected, 'not_found');
    const event = eSignature.readEvent(body);
    if (!event.providerRequestId || !SETTLING_EVENTS.has(event.type)) return;
    const request = await requests.findByProviderRequestId(eSignature.adapterName, event.providerRequestId);
    if (!request) return; // another app's request on the same account
    try {
      await this.deps.providerCompletion.settle(request);
    } catch {
      // The provider could not be read back: the durable job settles it when it can, so the event is not lost.
      await this.deps.providerCompletion.queue(request.id);
    }
  }
}
