import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../../adapters/persistence/database';
import { DrizzleSignatureRequestRepository } from '../../../../adapters/persistence/repositories/drizzle.signature-request.repository';
import { SignatureInFlightError, type SignatureRequestRepository } from '../../../../application/ports/signature-request.repository.port';
import { openTestDatabase, testEngines } from '../../../support/test-database';
import { insertArtist } from './seed-rows';

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));
type NewRequest = Parameters<SignatureRequestRepository['create']>[0];

const aRequest = (artistId: string, overrides: Partial<NewRequest> = {}): NewRequest => ({
  artistId,
  adapter: 'built-in',
  signerName: 'Mara Quay',
  signerEmail: 'mara@example.com',
  documentText: 'Agreement text',
  documentSha256: 'sha-doc',
  createdAt: at(1),
  expiresAt: at(8),
  ...overrides,
});

describe.each(testEngines())('DrizzleSignatureRequestRepository on %s', (engine) => {
  let database: DatabaseHandle;
  let requests: DrizzleSignatureRequestRepository;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    requests = new DrizzleSignatureRequestRepository(database.db);
  });
  afterAll(() => database.close());

  it('stores a request awaiting signature and finds it by id, sign token and provider id', async () => {
    const artistId = await insertArtist(database);
    const { id } = await requests.create(aRequest(artistId));
    const tokenHash = randomUUID();
    await requests.attachProvider(id, 'prov-1', 'https://sign.example/1', tokenHash);
    const expected = {
      id,
      artistId,
      status: 'awaiting_signature',
      providerRequestId: 'prov-1',
      signUrl: 'https://sign.example/1',
      expiresAt: at(8),
    };
    expect(await requests.find(id)).toMatchObject(expected);
    expect(await requests.findBySignTokenHash(tokenHash)).toMatchObject(expected);
    expect(await requests.findByProviderRequestId('built-in', 'prov-1')).toMatchObject(expected);
    expect(await requests.findByProviderRequestId('dropbox-sign', 'prov-1')).toBeUndefined();
    expect(await requests.find(id)).not.toHaveProperty('signTokenHash');
  });

  it('refuses a second request while one awaits signature, with the coded error', async () => {
    const artistId = await insertArtist(database);
    await requests.create(aRequest(artistId));
    await expect(requests.create(aRequest(artistId))).rejects.toBeInstanceOf(SignatureInFlightError);
  });

  it('completes once, with the evidence and the PDF; the bytes are read on their own', async () => {
    const artistId = await insertArtist(database);
    const { id } = await requests.create(aRequest(artistId));
    const evidence = { signedName: 'Mara Quay', ip: '203.0.113.9', userAgent: 'browser', at: at(2) };
    const pdf = { key: null, sha256: 'sha-pdf', bytes: Buffer.from('%PDF-1.7 signed') };
    expect(await requests.complete(id, 'signed', evidence, pdf)).toBe(true);
    expect(await requests.complete(id, 'declined', null)).toBe(false);
    expect(await requests.find(id)).toMatchObject({
      status: 'signed',
      completedAt: at(2),
      signedName: 'Mara Quay',
      signerIp: '203.0.113.9',
      pdfSha256: 'sha-pdf',
    });
    expect((await requests.readPdf(id))?.toString()).toBe('%PDF-1.7 signed');
    expect(await requests.readPdf(randomUUID())).toBeUndefined();
    await requests.create(aRequest(artistId, { createdAt: at(3) }));
  });

  it('attaches the PDF of a request signed at the provider once', async () => {
    const artistId = await insertArtist(database);
    const { id } = await requests.create(aRequest(artistId));
    expect(await requests.attachPdf(id, { key: 'k', sha256: 's', bytes: null })).toBe(false);
    await requests.complete(id, 'signed', null);
    expect(await requests.attachPdf(id, { key: 'contracts/1.pdf', sha256: 's1', bytes: null })).toBe(true);
    expect(await requests.attachPdf(id, { key: 'contracts/2.pdf', sha256: 's2', bytes: null })).toBe(false);
    expect(await requests.find(id)).toMatchObject({ pdfKey: 'contracts/1.pdf', pdfSha256: 's1' });
  });

  it('expires only awaiting requests past their expiry, and answers the latest per artist', async () => {
    const artistId = await insertArtist(database);
    const first = await requests.create(aRequest(artistId, { createdAt: at(1), expiresAt: at(5) }));
    expect(await requests.expireDue(artistId, at(4))).toBe(0);
    expect(await requests.expireDue(artistId, at(5))).toBe(1);
    expect(await requests.find(first.id)).toMatchObject({ status: 'expired', completedAt: at(5) });
    const second = await requests.create(aRequest(artistId, { createdAt: at(6), expiresAt: at(12) }));
    expect((await requests.latestForArtist(artistId))?.id).toBe(second.id);
    expect(await requests.latestForArtist(await insertArtist(database))).toBeUndefined();
  });
});
