import type { Clock } from '../../application/ports/clock.port';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../persistence/database';
import type { BoardAdapters, BoardOverrides } from './board';
import type { DeliveryAdapters, DeliveryOverrides } from './delivery';
import type { ESignatureAdapters, ESignatureOverrides } from './e-signature';
import type { IdentityAdapters } from './identity';
import type { JobsAdapters } from './jobs';
import type { MailAdapters } from './mail';
import type { MonitoringAdapters } from './monitoring';
import type { MusicCatalogueAdapters, MusicCatalogueOverrides } from './music-catalogue';
import type { PersistenceAdapters } from './persistence';
import type { ReleasePackageAdapters } from './release-packages';
import type { ReviewDeskAdapters } from './review-desk';
import type { SecurityAdapters } from './security';
import type { SplitSheetAdapters } from './split-sheets';
import type { StatementAdapters } from './statements';
import type { SubmissionAdapters } from './submissions';
import type { UploadAdapters, UploadOverrides } from './uploads';

/** Every adapter the registry built for this configuration (the API and the worker share one). */
export interface Infrastructure
  extends
    PersistenceAdapters,
    JobsAdapters,
    MailAdapters,
    BoardAdapters,
    MusicCatalogueAdapters,
    SecurityAdapters,
    SubmissionAdapters,
    IdentityAdapters,
    ESignatureAdapters,
    ReviewDeskAdapters,
    UploadAdapters,
    DeliveryAdapters,
    MonitoringAdapters,
    ReleasePackageAdapters,
    SplitSheetAdapters,
    StatementAdapters {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  close(): Promise<void>;
}

export interface InfrastructureOverrides
  extends BoardOverrides, MusicCatalogueOverrides, ESignatureOverrides, UploadOverrides, DeliveryOverrides {
  /** An already open and migrated database (tests share one per worker). */
  database?: DatabaseHandle;
  clock?: Clock;
}
