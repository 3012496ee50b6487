import { randomUUID } from 'node:crypto';
import type { ArtistProfileRepository } from '../../application/ports/artist-profile.repository.port';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface ArtistProfileRepositoryHarness extends PortSuiteHarness {
  profiles: ArtistProfileRepository;
  /** An artist Nova Lane (invited, no profile filled in yet), as the invitation flow leaves one. */
  anArtist(): Promise<string>;
}

/** What every ArtistProfileRepository does: the database adapter and the in-memory fake alike. */
export function describeArtistProfileRepositoryPortSuite(name: string, make: () => Promise<ArtistProfileRepositoryHarness>): void {
  describePortSuite('ArtistProfileRepository', name, make, (harness) => {
    const profiles = () => harness().profiles;

    it('a new artist reads as blank fields named by the invitation, with no agreement', async () => {
      const artistId = await harness().anArtist();
      expect(await profiles().find(artistId)).toMatchObject({
        artistId,
        firstName: 'Nova',
        surname: 'Lane',
        name: 'Nova Lane',
        city: '',
        biography: '',
        pictureKey: null,
        hasSignedAgreement: false,
        agreementSignatureId: null,
      });
      expect(await profiles().find(randomUUID())).toBeUndefined();
    });

    it('updates keep untouched fields, and the overview shows them', async () => {
      const artistId = await harness().anArtist();
      await profiles().update(artistId, { city: 'Leeds', artistName: 'NOVA', pictureKey: 'pictures/n.webp' });
      await profiles().update(artistId, { biography: 'Synth-pop' });
      const expected = { city: 'Leeds', biography: 'Synth-pop', artistName: 'NOVA', pictureKey: 'pictures/n.webp' };
      expect(await profiles().find(artistId)).toMatchObject(expected);
      expect(await profiles().findOverview(artistId)).toMatchObject({ ...expected, submissionCount: 0, agreementStatus: null });
    });

    it('hands out copies: changing a found profile changes nothing stored', async () => {
      const artistId = await harness().anArtist();
      const found = await profiles().find(artistId);
      if (found) found.city = 'Changed in the caller';
      expect((await profiles().find(artistId))?.city).toBe('');
    });

    it('records the signed agreement', async () => {
      const artistId = await harness().anArtist();
      const signatureId = randomUUID();
      await profiles().markAgreementSigned(artistId, signatureId);
      expect(await profiles().find(artistId)).toMatchObject({ hasSignedAgreement: true, agreementSignatureId: signatureId });
    });
  });
}
