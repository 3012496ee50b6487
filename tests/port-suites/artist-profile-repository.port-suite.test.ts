import { randomUUID } from 'node:crypto';
import { DrizzleArtistProfileRepository } from '../../adapters/persistence/repositories/drizzle.artist-profile.repository';
import { insertArtist } from '../adapters/persistence/repositories/seed-rows';
import { blankProfileFields } from '../support/builders/profile.builder';
import { anArtistProfile, InMemoryArtistProfileRepository } from '../support/in-memory/in-memory.artist-profile.repository';
import { type ArtistProfileRepositoryHarness, describeArtistProfileRepositoryPortSuite } from './artist-profile-repository.port-suite';
import { repositoryHarnesses } from './repository-harness';

for (const [name, make] of repositoryHarnesses<ArtistProfileRepositoryHarness>(
  (database) => ({ profiles: new DrizzleArtistProfileRepository(database.db), anArtist: () => insertArtist(database) }),
  () => {
    const profiles = new InMemoryArtistProfileRepository();
    const anArtist = async () =>
      profiles.add(
        anArtistProfile({
          ...blankProfileFields(),
          artistId: randomUUID(),
          firstName: 'Nova',
          surname: 'Lane',
          name: 'Nova Lane',
          artistName: 'Nova Lane',
        }),
      ).artistId;
    return { profiles, anArtist };
  },
))
  describeArtistProfileRepositoryPortSuite(name, make);
