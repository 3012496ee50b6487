import type { ESignature, SignatureRequestInput } from '../../application/ports/e-signature.port';
import type { SignatureStatus } from '../../domain/agreement';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface ESignatureHarness extends PortSuiteHarness {
  eSignature: ESignature;
  /** The signer finishes on the provider's side (nothing to do where the portal's own page is the signer). */
  completeSigning(providerRequestId: string): Promise<void>;
  /** What status() reports once signed: 'signed', or undefined where the portal's own row is the state. */
  statusOnceSigned: SignatureStatus | undefined;
  /** The hash the portal keeps of a secret sign link (the adapter's token digest), when the adapter hosts the page. */
  digest?(token: string): string;
  /** A callback body about the request as the provider sends it, hashed right or `forged` (adapters with readEvent). */
  eventBody?(type: string, providerRequestId: string, forged: boolean): string;
}

let sequence = 0;
const request = (): SignatureRequestInput => {
  sequence++;
  return {
    requestId: `0b6c2a1e-6c1f-4c55-9d1c-${String(sequence).padStart(12, '0')}`,
    signerName: 'Mara Quay',
    signerEmail: 'mara@example.com',
    title: 'Artist agreement',
    documentText: 'The agreement text',
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  };
};

/** The one e-signature port suite: what the agreement use cases rely on, whichever signer sends the agreement. */
export function describeESignaturePortSuite(name: string, make: () => Promise<ESignatureHarness>): void {
  describePortSuite('ESignature', name, make, (harness) => {
    it('names itself as configured', () => {
      expect(harness().eSignature.adapterName).toBe(name);
    });

    it('answers each request with its own provider id and an absolute sign link', async () => {
      const [first, second] = [await harness().eSignature.create(request()), await harness().eSignature.create(request())];
      for (const created of [first, second]) {
        expect(created.providerRequestId).not.toBe('');
        expect(new URL(created.signUrl).protocol).toMatch(/^https?:$/);
      }
      expect(second.providerRequestId).not.toBe(first.providerRequestId);
      expect(second.signUrl).not.toBe(first.signUrl);
    });

    it('gives a link again when it asks the portal not to store it: the same derived one, or a fresh one each time', async () => {
      const input = request();
      const { eSignature } = harness();
      const created = await eSignature.create(input);
      if (created.storeSignUrl !== false) return expect(created.signUrl).toBeTruthy();
      if (eSignature.freshSignUrl) {
        const [first, second] = [
          await eSignature.freshSignUrl(created.providerRequestId),
          await eSignature.freshSignUrl(created.providerRequestId),
        ];
        expect(new Set([created.signUrl, first, second]).size).toBe(3);
      } else {
        expect(await eSignature.signUrlFor?.(input.requestId)).toBe(created.signUrl);
      }
    });

    it('gives the signed PDF once signed, where the provider keeps the document', async () => {
      const { eSignature } = harness();
      const { providerRequestId } = await eSignature.create(request());
      if (!eSignature.signedPdf) return expect(harness().statusOnceSigned).toBeUndefined();
      await expect(eSignature.signedPdf(providerRequestId)).rejects.toThrow();
      await harness().completeSigning(providerRequestId);
      expect(
        Buffer.from(await eSignature.signedPdf(providerRequestId))
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });

    it('reads a callback whose event hash is right, and refuses a forged one', async () => {
      const { eSignature, eventBody } = harness();
      if (!eSignature.readEvent || !eventBody) return expect(eSignature.readEvent).toBeUndefined();
      const { providerRequestId } = await eSignature.create(request());
      const type = 'signature_request_all_signed';
      expect(eSignature.readEvent(eventBody(type, providerRequestId, false))).toEqual({
        type,
        providerRequestId,
        occurredAt: expect.any(Date),
      });
      expect(() => eSignature.readEvent?.(eventBody(type, providerRequestId, true))).toThrow(
        expect.objectContaining({ code: 'unauthorized' }),
      );
      expect(() => eSignature.readEvent?.('not json')).toThrow(expect.objectContaining({ code: 'invalid' }));
    });

    it('keeps only a hash of a secret link it hosts: the hash of the token at the end of the link', async () => {
      const created = await harness().eSignature.create(request());
      // No hash: the link is the provider's, stored or asked for afresh each time.
      if (created.signTokenHash === undefined)
        return expect(created.storeSignUrl !== false || harness().eSignature.freshSignUrl !== undefined).toBe(true);
      const token = new URL(created.signUrl).pathname.split('/').pop() ?? '';
      expect(created.signUrl).not.toContain(created.signTokenHash);
      expect(harness().digest?.(token)).toBe(created.signTokenHash);
    });

    it('never reports a request as signed before the signer finishes, and reports it as the harness says after', async () => {
      const { providerRequestId } = await harness().eSignature.create(request());
      expect([undefined, 'awaiting_signature']).toContain(await harness().eSignature.status(providerRequestId));
      await harness().completeSigning(providerRequestId);
      expect(await harness().eSignature.status(providerRequestId)).toBe(harness().statusOnceSigned);
    });

    it('never reports an unknown request as signed', async () => {
      const answer = await harness()
        .eSignature.status('0123456789abcdef')
        .catch(() => 'refused');
      expect(answer).not.toBe('signed');
    });
  });
}
