import { randomUUID } from 'node:crypto';
import { DrizzleArtistProfileRepository } from '../../../../adapters/persistence/repositories/drizzle.artist-profile.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist, insertSubmission } from './seed-rows';

describeOnTestDatabases('DrizzleArtistProfileRepository', (database) => {
  const profiles = () => new DrizzleArtistProfileRepository(database().db);

  it('an artist without a profile reads as blank fields, named by the invitation', async () => {
    const artistId = await insertArtist(database());
    expect(await profiles().find(artistId)).toMatchObject({
      artistId,
      name: 'Nova Lane',
      city: '',
      biography: '',
      pictureKey: null,
      hasSignedAgreement: false,
    });
  });

  it('update writes the profile and the artist name together; later updates keep untouched fields', async () => {
    const artistId = await insertArtist(database());
    await profiles().update(artistId, { name: 'Nova L.', city: 'Leeds', artistName: 'NOVA', pictureKey: 'pictures/n.webp' });
    await profiles().update(artistId, { biography: 'Synth-pop' });
    expect(await profiles().find(artistId)).toMatchObject({
      name: 'Nova L.',
      city: 'Leeds',
      biography: 'Synth-pop',
      artistName: 'NOVA',
      pictureKey: 'pictures/n.webp',
    });
  });

  it('the overview counts submissions and shows the latest agreement status, inside a transaction too', async () => {
    const artistId = await insertArtist(database());
    await insertSubmission(database(), { artistId });
    await insertSubmission(database(), { artistId });
    for (const [status, day] of [
      ['declined', 1],
      ['signed', 2],
    ] as const) {
      await database().query(
        `INSERT INTO signature_requests (artist_id, adapter, status, signer_name, signer_email, document_text, document_sha256, created_at, expires_at)
         VALUES ($1, 'built-in', $2, 'N', 'n@example.com', 't', 's', $3, now())`,
        [artistId, status, new Date(Date.UTC(2030, 0, day)).toISOString()],
      );
    }
    expect(await profiles().findOverview(artistId)).toMatchObject({ submissionCount: 2, agreementStatus: 'signed' });
    const inside = await new DrizzleUnitOfWork(database().db).run(() => profiles().findOverview(artistId));
    expect(inside).toMatchObject({ submissionCount: 2, agreementStatus: 'signed' });
    expect(await profiles().findOverview('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('markAgreementSigned records the request that signed', async () => {
    const artistId = await insertArtist(database());
    await profiles().update(artistId, { city: 'York' });
    const signatureId = randomUUID();
    await profiles().markAgreementSigned(artistId, signatureId);
    expect(await profiles().find(artistId)).toMatchObject({ hasSignedAgreement: true, agreementSignatureId: signatureId, city: 'York' });
  });
});
