import {
  AGREEMENT_OUTCOME_MESSAGES,
  isWithinEventWindow,
  PROVIDER_READS_PER_REQUEST,
  SIGNATURE_EVENT_MESSAGES,
} from '../../../domain/agreement';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { RateLimiter } from '../../ports/security.port';
import { SigningLinkError } from './agreements.errors';
import type { ProviderCompletion } from './provider-completion';
import type { AgreementsPorts } from './agreements.ports';

/** The provider's events that may end a request or make its signed PDF available; the others change nothing. */
const SETTLING_EVENTS = new Set([
  'signature_request_signed',
  'signature_request_all_signed',
  'signature_request_downloadable',
  'signature_request_declined',
  'signature_request_expired',
  'signature_request_canceled',
]);

/** Requests the portal made for split sheets: true when the provider's request was one of them (and is settled). */
export interface SplitSignatureSettler {
  settle(adapter: string, providerRequestId: string): Promise<boolean>;
}

export type ReceiveSignatureEventDeps = Pick<AgreementsPorts, 'eSignature' | 'requests'> & {
  providerCompletion: ProviderCompletion;
  splitSignatures: SplitSignatureSettler;
  clock: Clock;
  rateLimiter: RateLimiter;
};

/**
 * A provider's callback: verified by its event hash, then taken only as a cue to read the request from the provider
 * (the hash covers the event's time and type, not the rest of the body). Repeated events find the work done. A
 * captured event replayed later is refused by its time; replayed at once, it reads the provider once a minute at most
 * (the rest go to the durable job, which one request holds once), so it cannot spend the provider's quota.
 */
export class ReceiveSignatureEventUseCase {
  constructor(private readonly deps: ReceiveSignatureEventDeps) {}

  async execute(body: string): Promise<void> {
    const { eSignature, requests } = this.deps;
    if (!eSignature.readEvent) throw new SigningLinkError(AGREEMENT_OUTCOME_MESSAGES.noEventsExpected, 'not_found');
    const event = eSignature.readEvent(body);
    if (!event.providerRequestId || !SETTLING_EVENTS.has(event.type)) return;
    if (!isWithinEventWindow(event.occurredAt, this.deps.clock.now()))
      throw new AppError('invalid', SIGNATURE_EVENT_MESSAGES.outsideWindow);
    const request = await requests.findByProviderRequestId(eSignature.adapterName, event.providerRequestId);
    if (!request) {
      // A collaborator's split sheet, or another app's request on the same account (then nothing to do).
      await this.deps.splitSignatures.settle(eSignature.adapterName, event.providerRequestId);
      return;
    }
    const { limit, windowSeconds } = PROVIDER_READS_PER_REQUEST;
    const read = await this.deps.rateLimiter.hit('signature-event-read', request.id, limit, windowSeconds);
    if (!read.allowed) return this.deps.providerCompletion.queue(request.id);
    try {
      await this.deps.providerCompletion.settle(request);
    } catch {
      // The provider could not be read back: the durable job settles it when it can, so the event is not lost.
      await this.deps.providerCompletion.queue(request.id);
    }
  }
}
