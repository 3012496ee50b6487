import { randomUUID } from 'node:crypto';
import { DrizzleSubmittedAgreedSplits } from '../../adapters/persistence/repositories/drizzle.submitted-splits.agreed-splits';
import { artistPayee, collaboratorPayee } from '../../domain/statements';
import { InMemoryAgreedSplits } from '../support/in-memory/in-memory.agreed-splits';
import { seedCatalogueRelease } from '../support/statements/catalogue.seed';
import { repositoryHarnesses } from './repository-harness';
import { type AgreedSplitsHarness, describeAgreedSplitsContract } from './agreed-splits.contract';

let item = 0;
const digits = () => String(Date.now() % 1e7).padStart(7, '0') + String(++item).padStart(5, '0');

for (const [name, make] of repositoryHarnesses<AgreedSplitsHarness>(
  (database) => ({
    splits: new DrizzleSubmittedAgreedSplits(database.db),
    async seedTrack({ artistEmail, shares }) {
      const id = digits();
      const release = await seedCatalogueRelease(database, {
        artistEmail,
        artistName: 'Seeded Artist',
        title: 'Seeded',
        upc: `0${id}`,
        tracks: [{ title: 'One', isrc: `GBA1B${id.slice(-7)}`, masterSplit: shares }],
      });
      return { trackId: release.trackIds[0], artistId: release.artistId };
    },
  }),
  () => {
    const splits = new InMemoryAgreedSplits();
    return {
      splits,
      async seedTrack({ artistEmail, shares }) {
        const trackId = randomUUID();
        const artistId = randomUUID();
        const payee = (email: string) => (email === artistEmail ? artistPayee(artistId) : collaboratorPayee(email));
        splits.set(
          trackId,
          shares.map((s) => ({ payee: payee(s.email), name: s.name, basisPoints: s.percentage * 100, agreed: false })),
        );
        return { trackId, artistId };
      },
      async agree(trackId, email) {
        splits.agree(trackId, collaboratorPayee(email));
      },
    };
  },
))
  describeAgreedSplitsContract(name, make);
