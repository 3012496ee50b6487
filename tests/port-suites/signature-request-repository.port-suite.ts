import { randomUUID } from 'node:crypto';
import { SignatureInFlightError, type SignatureRequestRepository } from '../../application/ports/signature-request.repository.port';
import { builderOf } from '../support/builders/builder';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface SignatureRequestRepositoryHarness extends PortSuiteHarness {
  requests: SignatureRequestRepository;
  /** An artist the requests may belong to (a row the adapter's foreign key needs). */
  anArtist(): Promise<string>;
}

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));
type NewRequest = Parameters<SignatureRequestRepository['create']>[0];

const newRequest = builderOf<NewRequest>(() => ({
  artistId: '',
  adapter: 'built-in',
  signerName: 'Mara Quay',
  signerEmail: 'mara@example.com',
  documentText: 'Agreement text',
  documentSha256: 'sha-doc',
  createdAt: at(1),
  expiresAt: at(8),
}));
const aRequest = (artistId: string, overrides: Partial<NewRequest> = {}) => newRequest({ artistId, ...overrides });

/** What every SignatureRequestRepository does: the database adapter and the in-memory fake alike. */
export function describeSignatureRequestRepositoryPortSuite(name: string, make: () => Promise<SignatureRequestRepositoryHarness>): void {
  describePortSuite('SignatureRequestRepository', name, make, (harness) => {
    const requests = () => harness().requests;

    it('stores a request awaiting signature, found by id, sign token and provider id, never showing the token hash', async () => {
      const artistId = await harness().anArtist();
      const { id } = await requests().create(aRequest(artistId));
      const token = randomUUID();
      await requests().attachProvider(id, `prov-${id}`, 'https://sign.example/1', token);
      const found = await requests().find(id);
      expect(found).toMatchObject({
        id,
        artistId,
        status: 'awaiting_signature',
        providerRequestId: `prov-${id}`,
        signUrl: 'https://sign.example/1',
        expiresAt: at(8),
        completedAt: null,
        pdfKey: null,
      });
      expect(found).not.toHaveProperty('signTokenHash');
      expect(found).not.toHaveProperty('pdf');
      expect(await requests().findBySignTokenHash(token)).toEqual(found);
      expect(await requests().findByProviderRequestId('built-in', `prov-${id}`)).toEqual(found);
      expect(await requests().findByProviderRequestId('other', `prov-${id}`)).toBeUndefined();
    });

    it('refuses a second awaiting request for the artist with the coded error; a finished one does not count', async () => {
      const artistId = await harness().anArtist();
      const { id } = await requests().create(aRequest(artistId));
      await expect(requests().create(aRequest(artistId))).rejects.toBeInstanceOf(SignatureInFlightError);
      await requests().complete(id, 'declined', null);
      await expect(requests().create(aRequest(artistId, { createdAt: at(2) }))).resolves.toHaveProperty('id');
    });

    it('completes only from awaiting, with evidence and PDF; the bytes are read on their own', async () => {
      const artistId = await harness().anArtist();
      const { id } = await requests().create(aRequest(artistId));
      const evidence = { signedName: 'Mara Quay', ip: '203.0.113.9', userAgent: 'browser', at: at(2) };
      expect(await requests().complete(id, 'signed', evidence, { key: null, sha256: 'sha-pdf', bytes: Buffer.from('%PDF') })).toBe(true);
      expect(await requests().complete(id, 'declined', null)).toBe(false);
      expect(await requests().find(id)).toMatchObject({
        status: 'signed',
        completedAt: at(2),
        signedName: 'Mara Quay',
        signerIp: '203.0.113.9',
        pdfSha256: 'sha-pdf',
      });
      expect((await requests().readPdf(id))?.toString()).toBe('%PDF');
      expect(await requests().readPdf(randomUUID())).toBeUndefined();
      await expect(requests().create(aRequest(artistId, { createdAt: at(3) }))).resolves.toHaveProperty('id');
    });

    it('attaches a PDF once, to a signed request only', async () => {
      const artistId = await harness().anArtist();
      const { id } = await requests().create(aRequest(artistId));
      expect(await requests().attachPdf(id, { key: 'k0', sha256: 's0', bytes: null })).toBe(false);
      await requests().complete(id, 'signed', null);
      expect(await requests().attachPdf(id, { key: 'k1', sha256: 's1', bytes: null })).toBe(true);
      expect(await requests().attachPdf(id, { key: 'k2', sha256: 's2', bytes: null })).toBe(false);
      expect(await requests().find(id)).toMatchObject({ pdfKey: 'k1', pdfSha256: 's1' });
      expect(await requests().readPdf(id)).toBeUndefined();
    });

    it('expires due awaiting requests and answers the latest per artist', async () => {
      const artistId = await harness().anArtist();
      const first = await requests().create(aRequest(artistId, { createdAt: at(1), expiresAt: at(5) }));
      expect(await requests().expireDue(artistId, at(4))).toBe(0);
      expect(await requests().expireDue(artistId, at(5))).toBe(1);
      expect(await requests().find(first.id)).toMatchObject({ status: 'expired', completedAt: at(5) });
      const second = await requests().create(aRequest(artistId, { createdAt: at(6), expiresAt: at(12) }));
      expect((await requests().latestForArtist(artistId))?.id).toBe(second.id);
      expect(await requests().latestForArtist(await harness().anArtist())).toBeUndefined();
    });
  });
}
