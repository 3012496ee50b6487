import { DeliveryMessageRefusedError } from '../../../application/errors/delivery-message-refused.error';
import type { Delivery } from '../../../application/ports/delivery.port';
import { PermanentJobError } from '../../../application/ports/job-queue.port';
import type { OpenDeliveryBatch, ReleaseDeliveryRepository } from '../../../application/ports/release-delivery.repository.port';
import { DeliverReleaseUseCase } from '../../../application/use-cases/delivery/deliver-release.use-case';
import { DdexErn43DeliveryPackageBuilder } from '../../../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import { DELIVERY_MESSAGE_WORDS } from '../../../domain/release';
import { ManualClock } from '../../fakes/manual.clock';
import { aReleaseForDelivery } from '../../support/builders/release-for-delivery.builder';

describe('a release whose DDEX message fails the schema check', () => {
  // A date the schema refuses (xs:date), as a release read with a damaged date would carry it.
  const release = { ...aReleaseForDelivery('single', 1), releaseDate: '2026-12-04 at noon' };

  it('is refused by the package builder in plain words naming the element', () => {
    const refusal = (() => {
      try {
        new DdexErn43DeliveryPackageBuilder().build(release, {
          messageId: 'M1',
          createdAt: new Date(),
          sender: { partyId: 'PADPIDA1', name: 'Label' },
        });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DeliveryMessageRefusedError);
    const { message } = refusal as DeliveryMessageRefusedError;
    expect(message).toContain("ReleaseDate: '2026-12-04 at noon' is not in the form DDEX requires.");
    expect(message).toMatch(/^Nothing was sent: the release's DDEX message breaks DDEX's rules/);
    expect(DELIVERY_MESSAGE_WORDS.refused(['X.'])).toContain('X.');
  });

  it('is never handed to the delivery; staff see why and the job is not retried', async () => {
    const deliver = jest.fn<ReturnType<Delivery['deliver']>, Parameters<Delivery['deliver']>>();
    const attempts: Parameters<ReleaseDeliveryRepository['recordAttempt']>[1][] = [];
    const deliveries = {
      find: async () => null,
      queue: async () => undefined,
      withdraw: async () => undefined,
      openBatch: async (_submissionId: string, _targetId: string, proposed: OpenDeliveryBatch) => proposed,
      closeBatch: async () => undefined,
      targetOrders: async () => [
        {
          targetId: 'default',
          orderId: 'order-1',
          kind: 'release' as const,
          takedownReason: null,
          reasonShown: true,
          queuedAt: new Date(),
        },
      ],
      targetsHolding: async () => [],
      sentForTargetOrders: async () => [],
      awaitingAcknowledgement: async () => [],
      acknowledge: async () => 0,
      recordAttempt: async (_id: string, outcome: (typeof attempts)[number]) => void attempts.push(outcome),
    } satisfies ReleaseDeliveryRepository;
    const useCase = new DeliverReleaseUseCase({
      releases: { read: async () => release },
      packages: new DdexErn43DeliveryPackageBuilder(),
      delivery: { adapterName: 'sftp', deliver, acknowledgements: async () => [] },
      deliveries,
      clock: new ManualClock('2026-11-27T10:00:00Z'),
      sender: { partyId: 'PADPIDA1', name: 'Label' },
    });
    await expect(useCase.execute(release.submissionId)).rejects.toBeInstanceOf(PermanentJobError);
    expect(deliver).not.toHaveBeenCalled();
    expect(attempts).toEqual([
      { ok: false, error: expect.stringContaining("ReleaseDate: '2026-12-04 at noon' is not in the form DDEX requires.") },
    ]);
  });
});
