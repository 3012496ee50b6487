import { randomUUID } from 'node:crypto';
import { DrizzleSplitSheetAgreedSplits } from '../../adapters/persistence/repositories/drizzle.split-sheet.agreed-splits';
import { DrizzleSubmittedAgreedSplits } from '../../adapters/persistence/repositories/drizzle.submitted-splits.agreed-splits';
import type { DatabaseHandle } from '../../adapters/persistence/database';
import { artistPayee, collaboratorPayee } from '../../domain/statements';
import { InMemoryAgreedSplits } from '../support/in-memory/in-memory.agreed-splits';
import { seedCatalogueRelease } from '../support/statements/catalogue.seed';
import { agreeSplitSheet, seedSplitSheets } from '../support/statements/split-sheet.seed';
import { openTestDatabase, testEngines } from '../support/test-database';
import { repositoryHarnesses } from './repository-harness';
import { type AgreedSplitsHarness, describeAgreedSplitsPortSuite, type SplitTrackInput } from './agreed-splits.port-suite';

let item = 0;
const digits = () => String(Date.now() % 1e7).padStart(7, '0') + String(++item).padStart(5, '0');

const seedRelease = async (database: DatabaseHandle, { artistEmail, shares }: SplitTrackInput) => {
  const id = digits();
  return seedCatalogueRelease(database, {
    artistEmail,
    artistName: 'Seeded Artist',
    title: 'Seeded',
    upc: `0${id}`,
    tracks: [{ title: 'One', isrc: `GBA1B${id.slice(-7)}`, masterSplit: shares }],
  });
};

for (const [name, make] of repositoryHarnesses<AgreedSplitsHarness>(
  (database) => ({
    splits: new DrizzleSubmittedAgreedSplits(database.db),
    async seedTrack(input) {
      const release = await seedRelease(database, input);
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
  describeAgreedSplitsPortSuite(name, make);

// The split sheets answer the same port suite: each track gets a sheet, and `agree` is the collaborator's Agree.
for (const engine of testEngines())
  describeAgreedSplitsPortSuite(`split sheets, drizzle on ${engine}`, async () => {
    const database = await openTestDatabase(engine);
    const submissionOf = new Map<string, { submissionId: string; agree: (email: string) => Promise<void> }>();
    const harness: AgreedSplitsHarness = {
      splits: new DrizzleSplitSheetAgreedSplits(database.db),
      async seedTrack(input) {
        const release = await seedRelease(database, input);
        const [trackId] = release.trackIds;
        const sheet = { submissionId: release.submissionId, sender: input.artistEmail, senderName: 'Seeded Artist' };
        const { repo } = await seedSplitSheets(database, { ...sheet, tracks: [{ trackId, title: 'One', shares: input.shares }] });
        submissionOf.set(trackId, {
          submissionId: release.submissionId,
          agree: (email) => agreeSplitSheet(repo, release.submissionId, email),
        });
        return { trackId, artistId: release.artistId };
      },
      async agree(trackId, email) {
        await submissionOf.get(trackId)?.agree(email);
      },
      close: () => database.close(),
    };
    return harness;
  });
