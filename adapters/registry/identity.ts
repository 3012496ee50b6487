import type { AccountStatusReader } from '../../application/ports/account-status.port';
import type { ArtistCredentialRepository } from '../../application/ports/artist-credential.repository.port';
import type { ArtistProfileRepository } from '../../application/ports/artist-profile.repository.port';
import type { AuthThrottleRepository } from '../../application/ports/auth-throttle.repository.port';
import type { SecretHasher } from '../../application/ports/secret-hasher.port';
import type { SessionRepository } from '../../application/ports/session.repository.port';
import type { StaffAccountRepository } from '../../application/ports/staff-account.repository.port';
import { ScryptSecretHasher } from '../auth/scrypt.secret-hasher';
import type { DatabaseHandle } from '../persistence/database';
import { DrizzleAccountStatusReader } from '../persistence/repositories/drizzle.account-status.reader';
import { DrizzleArtistCredentialRepository } from '../persistence/repositories/drizzle.artist-credential.repository';
import { DrizzleArtistProfileRepository } from '../persistence/repositories/drizzle.artist-profile.repository';
import { DrizzleAuthThrottleRepository } from '../persistence/repositories/drizzle.auth-throttle.repository';
import { DrizzleSessionRepository } from '../persistence/repositories/drizzle.session.repository';
import { DrizzleStaffAccountRepository } from '../persistence/repositories/drizzle.staff-account.repository';
import { CachedArtistProfileRepository } from '../persistence/profile-cache/cached.artist-profile.repository';
import { CachedSessionRepository } from '../persistence/session-cache/cached.session.repository';
import { cachedOnPglite } from './cached-on-pglite';

/** Who is signed in: staff accounts, artists' credentials and profiles, sessions and the sign-in throttle. */
export interface IdentityAdapters {
  hasher: SecretHasher;
  sessions: SessionRepository;
  accountStatus: AccountStatusReader;
  staffAccounts: StaffAccountRepository;
  artistCredentials: ArtistCredentialRepository;
  artistProfiles: ArtistProfileRepository;
  throttle: AuthThrottleRepository;
}

/** Sessions and account status are read through a cache that the database's change notices keep fresh. */
export async function buildIdentityAdapters(database: DatabaseHandle): Promise<{ adapters: IdentityAdapters; close(): Promise<void> }> {
  const { db } = database;
  const cachedSessions = await CachedSessionRepository.open(new DrizzleSessionRepository(db), database);
  const artistProfiles = await cachedOnPglite<ArtistProfileRepository>(
    database,
    new DrizzleArtistProfileRepository(db),
    CachedArtistProfileRepository.open,
  );
  return {
    adapters: {
      hasher: new ScryptSecretHasher(),
      sessions: cachedSessions,
      accountStatus: cachedSessions.cachedAccountStatus(new DrizzleAccountStatusReader(db)),
      staffAccounts: new DrizzleStaffAccountRepository(db),
      artistCredentials: new DrizzleArtistCredentialRepository(db),
      artistProfiles: artistProfiles.repository,
      throttle: new DrizzleAuthThrottleRepository(db),
    },
    close: async () => {
      await artistProfiles.close();
      await cachedSessions.close();
    },
  };
}
