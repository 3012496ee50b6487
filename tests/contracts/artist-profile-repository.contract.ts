import { randomUUID } from 'node:crypto';
import type { ArtistProfileRepository } from '../../application/ports/artist-profile.repository.port';
import { type ContractHarness, describeContract } from './suite-harness';

export interface ArtistProfileRepositoryHarness extends ContractHarness {
  profiles: ArtistProfileRepository;
  /** An artist Nova Lane (invited, no profile filled in yet), as the invitation flow leaves one. */
  anArtist(): Promise<string>;
}

/** What every ArtistProfileRepository does: the database adapter and the in-memory fake alike. */
export function describeArtistProfileRepositoryContract(name: string, make: () => Promise<ArtistProfileRepositoryHarness>): void {
  describeContract('ArtistProfileRepository', name, make, (harness) => {
    const profiles = () => harness().profiles;

    it('a new artist reads as blank fields named by the invitation, with no contract', async () => {
      const artistId = await harness().anArtist();
      expect(await profiles().find(artistId)).toMatchObject({
        artistId,
        firstName: 'Nova',
        surname: 'Lane',
        name: 'Nova Lane',
        city: '',
        biography: '',
        pictureKey: null,
        hasSignedContract: false,
        contractSignatureId: null,
      });
      expect(await profiles().find(randomUUID())).toBeUndefined();
    });

    it('updates keep untouched fields, and the overview shows them', async () => {
      const artistId = await harness().anArtist();
      await profiles().update(artistId, { city: 'Leeds', artistName: 'NOVA', pictureKey: 'pictures/n.webp' });
      await profiles().update(artistId, { biography: 'Synth-pop' });
      const expected = { city: 'Leeds', biography: 'Synth-pop', artistName: 'NOVA', pictureKey: 'pictures/n.webp' };
      expect(await profiles().find(artistId)).toMatchObject(expected);
      expect(await profiles().findOverview(artistId)).toMatchObject({ ...expected, submissionCount: 0, contractStatus: null });
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
      await profiles().markContractSigned(artistId, signatureId);
      expect(await profiles().find(artistId)).toMatchObject({ hasSignedContract: true, contractSignatureId: signatureId });
    });
  });
}
