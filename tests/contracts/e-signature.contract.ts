import type { ESignature, SignatureRequestInput } from '../../application/ports/e-signature.port';
import type { SignatureStatus } from '../../domain/contract';
import { suiteHarness } from './suite-harness';

export interface ESignatureHarness {
  eSignature: ESignature;
  /** The signer finishes on the provider's side (nothing to do where the portal's own page is the signer). */
  completeSigning(providerRequestId: string): Promise<void>;
  /** What status() reports once signed: 'signed', or undefined where the portal's own row is the state. */
  statusOnceSigned: SignatureStatus | undefined;
  /** The hash the portal keeps of a secret sign link (the adapter's token digest), when the adapter hosts the page. */
  digest?(token: string): string;
  close(): Promise<void>;
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

/** The one e-signature contract: what the contracts use cases rely on, whichever signer sends the agreement. */
export function describeESignatureContract(name: string, make: () => Promise<ESignatureHarness>): void {
  describe(`ESignature contract: ${name}`, () => {
    const harness = suiteHarness(make);

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

    it('gives the same link again when it asks the portal not to store it', async () => {
      const input = request();
      const created = await harness().eSignature.create(input);
      if (created.storeSignUrl === false) {
        expect(harness().eSignature.signUrlFor).toBeDefined();
        expect(await harness().eSignature.signUrlFor?.(input.requestId)).toBe(created.signUrl);
      } else {
        expect(created.signUrl).toBeTruthy();
      }
    });

    it('keeps only a hash of a secret link it hosts: the hash of the token at the end of the link', async () => {
      const created = await harness().eSignature.create(request());
      if (created.signTokenHash === undefined) return expect(created.storeSignUrl).not.toBe(false);
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
