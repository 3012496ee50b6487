import type { Clock } from '../application/ports/clock.port';
import type { ContractDocuments } from '../application/ports/contract-document.port';
import type { DraftRepository } from '../application/ports/draft.repository.port';
import type { OpaqueTokens } from '../application/ports/opaque-tokens.port';
import type { HealthCheck } from '../application/ports/health-check.port';
import type { RetentionRepository } from '../application/ports/retention.repository.port';
import type { ReviewLoopRepository } from '../application/ports/review-loop.repository.port';
import type { SettingsRepository } from '../application/ports/settings.repository.port';
import type { StaffArtistsQueries } from '../application/ports/staff-artists.queries.port';
import type { SubmissionContentWriter } from '../application/ports/submission-content.port';
import type { AppConfig } from './config';
import type { IdentityAdapters, IdentityOverrides } from './identity.adapters';
import type { DatabaseHandle } from './persistence/database';
import type { PublicFlowAdapters, PublicFlowOverrides } from './public-flow.adapters';
import type { UploadAdapters, UploadOverrides } from './uploads.adapters';

/** Every adapter the registry built for this configuration (the API and the worker share one). */
export interface Infrastructure extends PublicFlowAdapters, IdentityAdapters, UploadAdapters {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  settings: SettingsRepository;
  tokens: OpaqueTokens;
  reviewLoop: ReviewLoopRepository;
  drafts: DraftRepository;
  submissionContent: SubmissionContentWriter;
  staffArtists: StaffArtistsQueries;
  retention: RetentionRepository;
  contractDocuments: ContractDocuments;
  healthChecks: HealthCheck[];
  close(): Promise<void>;
}

export interface InfrastructureOverrides extends PublicFlowOverrides, IdentityOverrides, UploadOverrides {
  /** An already open and migrated database (tests share one per worker). */
  database?: DatabaseHandle;
  clock?: Clock;
}
