import type { AccountStatusReader } from '../application/ports/account-status.port';
import type { ArtistCredentialRepository } from '../application/ports/artist-credential.repository.port';
import type { ArtistProfileRepository } from '../application/ports/artist-profile.repository.port';
import type { AuthThrottleRepository } from '../application/ports/auth-throttle.repository.port';
import type { ESignature } from '../application/ports/e-signature.port';
import type { OpaqueTokens } from '../application/ports/opaque-tokens.port';
import type { SecretHasher } from '../application/ports/secret-hasher.port';
import type { SettingsRepository } from '../application/ports/settings.repository.port';
import type { SessionRepository } from '../application/ports/session.repository.port';
import type { StaffDeskQueries } from '../application/ports/staff-desk.queries.port';
import type { SignatureRequestRepository } from '../application/ports/signature-request.repository.port';
import type { StaffAccountRepository } from '../application/ports/staff-account.repository.port';
import type { SubmissionReviewRepository } from '../application/ports/submission-review.repository.port';
import { ScryptSecretHasher } from './auth/scrypt.secret-hasher';
import type { AppConfig } from './config';
import { BuiltinESignature } from './e-signature/builtin.e-signature';
import { DropboxSignESignature } from './e-signature/dropbox-sign.e-signature';
import type { Database } from './persistence/database';
import { DrizzleAccountStatusReader } from './persistence/repositories/drizzle.account-status.reader';
import { DrizzleArtistCredentialRepository } from './persistence/repositories/drizzle.artist-credential.repository';
import { DrizzleArtistProfileRepository } from './persistence/repositories/drizzle.artist-profile.repository';
import { DrizzleAuthThrottleRepository } from './persistence/repositories/drizzle.auth-throttle.repository';
import { DrizzleSessionRepository } from './persistence/repositories/drizzle.session.repository';
import { DrizzleSignatureRequestRepository } from './persistence/repositories/drizzle.signature-request.repository';
import { DrizzleStaffDeskQueries } from './persistence/repositories/drizzle.staff-desk.queries';
import { DrizzleStaffAccountRepository } from './persistence/repositories/drizzle.staff-account.repository';
import { DrizzleSubmissionReviewRepository } from './persistence/repositories/drizzle.submission-review.repository';

/** Identity, artist portal, contracts and review desk. */
export interface IdentityAdapters {
  identity: {
    hasher: SecretHasher;
    sessions: SessionRepository;
    staffAccounts: StaffAccountRepository;
    artistCredentials: ArtistCredentialRepository;
    throttle: AuthThrottleRepository;
    artistProfiles: ArtistProfileRepository;
    submissionReviews: SubmissionReviewRepository;
    signatureRequests: SignatureRequestRepository;
    eSignature: ESignature;
    staffDesk: StaffDeskQueries;
    accountStatus: AccountStatusReader;
  };
}

export interface IdentityOverrides {
  eSignature?: ESignature;
}

export function buildIdentityAdapters(
  config: AppConfig,
  db: Database,
  settings: SettingsRepository,
  tokens: OpaqueTokens,
  overrides: IdentityOverrides = {},
): IdentityAdapters {
  return {
    identity: {
      hasher: new ScryptSecretHasher(),
      sessions: new DrizzleSessionRepository(db),
      staffAccounts: new DrizzleStaffAccountRepository(db),
      artistCredentials: new DrizzleArtistCredentialRepository(db),
      throttle: new DrizzleAuthThrottleRepository(db),
      artistProfiles: new DrizzleArtistProfileRepository(db),
      submissionReviews: new DrizzleSubmissionReviewRepository(db),
      signatureRequests: new DrizzleSignatureRequestRepository(db),
      eSignature: overrides.eSignature ?? buildESignature(config, tokens, settings),
      staffDesk: new DrizzleStaffDeskQueries(db),
      accountStatus: new DrizzleAccountStatusReader(db),
    },
  };
}

function buildESignature(config: AppConfig, tokens: OpaqueTokens, settings: SettingsRepository): ESignature {
  switch (config.eSignature.adapter) {
    case 'builtin':
      return new BuiltinESignature(config.publicUrl, tokens, settings);
    case 'dropbox-sign':
      return new DropboxSignESignature(config.eSignature.dropboxSign);
  }
}
