import { readFileSync } from 'node:fs';
import type { Delivery, TargetDeliveries } from '../../application/ports/delivery.port';
import type { LabelCopyRepository } from '../../application/ports/label-copy.repository.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { DeliveryTargetRepository, DeliveryTargetWrite } from '../../application/ports/delivery-target.repository.port';
import type { ReleaseDeliveryRepository } from '../../application/ports/release-delivery.repository.port';
import type { ReleaseDealChoicesRepository } from '../../application/ports/release-deal-choices.repository.port';
import type { ReleaseForDeliveryReader } from '../../application/ports/release-for-delivery.port';
import type { ReleaseIdentifiersRepository } from '../../application/ports/release-identifiers.repository.port';
import type { AppConfig } from '../config';
import { DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS, DEFAULT_ARTWORK_MIN_SIDE_PX } from '../../domain/delivery-targets';
import { BuiltInDelivery } from '../delivery/built-in.delivery';
import { SftpDelivery } from '../delivery/sftp.delivery';
import { StoreAudio } from '../delivery-package/audio/store-audio';
import { StoreAudioReleaseReader } from '../delivery-package/audio/store-audio.release-reader';
import type { Database } from '../persistence/database';
import { DrizzleDeliveryTargetRepository } from '../persistence/repositories/drizzle.delivery-target.repository';
import { DrizzleLabelCopyRepository } from '../persistence/repositories/drizzle.label-copy.repository';
import { DrizzleReleaseDeliveryRepository } from '../persistence/repositories/drizzle.release-delivery.repository';
import { DrizzleReleaseDealChoicesRepository } from '../persistence/repositories/drizzle.release-deal-choices.repository';
import { DrizzleReleaseForDeliveryReader } from '../persistence/repositories/drizzle.release-for-delivery.reader';
import { DrizzleReleaseIdentifiersRepository } from '../persistence/repositories/drizzle.release-identifiers.repository';

/** After approval: identifiers, label copy, the release as a store reads it, and the adapter that delivers it. */
export interface DeliveryAdapters {
  releaseIdentifiers: ReleaseIdentifiersRepository;
  labelCopy: LabelCopyRepository;
  releaseDeliveries: ReleaseDeliveryRepository;
  releaseDealChoices: ReleaseDealChoicesRepository;
  deliveryTargets: DeliveryTargetRepository;
  releaseForDelivery: ReleaseForDeliveryReader;
  delivery: Delivery;
  targetDeliveries: TargetDeliveries;
}

export interface DeliveryOverrides {
  delivery?: Delivery;
}

export function buildDeliveryAdapters(
  config: AppConfig,
  db: Database,
  fileStorage: FileStorage,
  overrides: DeliveryOverrides,
): DeliveryAdapters {
  return {
    releaseIdentifiers: new DrizzleReleaseIdentifiersRepository(db),
    labelCopy: new DrizzleLabelCopyRepository(db),
    releaseDeliveries: new DrizzleReleaseDeliveryRepository(db),
    releaseDealChoices: new DrizzleReleaseDealChoicesRepository(db),
    deliveryTargets: new DrizzleDeliveryTargetRepository(db),
    releaseForDelivery: new StoreAudioReleaseReader(
      new DrizzleReleaseForDeliveryReader(db, config.release.labelName),
      new StoreAudio(fileStorage),
    ),
    delivery: overrides.delivery ?? buildDelivery(config, fileStorage),
    targetDeliveries: {
      to: (target) =>
        new SftpDelivery(
          {
            host: target.host,
            port: target.port,
            username: target.username,
            password: target.secrets.password,
            privateKey: target.secrets.privateKey,
            folder: target.folder,
            hostKeySha256: target.hostKeySha256 || undefined,
          },
          fileStorage,
        ),
    },
  };
}

function buildDelivery(config: AppConfig, fileStorage: FileStorage): Delivery {
  const { delivery } = config.release;
  switch (delivery.adapter) {
    case 'built-in':
      return new BuiltInDelivery(fileStorage);
    case 'sftp':
      return new SftpDelivery(delivery.sftp, fileStorage);
  }
}

/**
 * The single-SFTP settings of an install from before delivery targets, as its one target (made once, at start). They
 * named no store, so the target keeps the label's own Party Id as recipient, as those deliveries did, until staff set
 * the store's.
 */
export function configuredDeliveryTarget(config: AppConfig): DeliveryTargetWrite | null {
  const { delivery, labelName } = config.release;
  if (delivery.adapter !== 'sftp') return null;
  const sftp = delivery.sftp;
  return {
    name: `SFTP ${sftp.host}`,
    partyId: delivery.senderPartyId,
    partyName: labelName,
    host: sftp.host,
    port: sftp.port,
    username: sftp.username,
    password: sftp.password ?? '',
    privateKey: sftp.privateKeyPath ? readFileSync(sftp.privateKeyPath, 'utf8') : '',
    hostKeySha256: sftp.hostKeySha256 ?? '',
    folder: sftp.folder,
    choreography: 'batched',
    messageControl: 'live',
    audioFormat: 'wav',
    leadTimeBusinessDays: 5,
    acknowledgementWindowHours: DEFAULT_ACKNOWLEDGEMENT_WINDOW_HOURS,
    artworkMinSidePx: DEFAULT_ARTWORK_MIN_SIDE_PX,
    deals: [
      {
        territories: ['Worldwide'],
        commercialModels: ['SubscriptionModel', 'PayAsYouGoModel'],
        useTypes: ['OnDemandStream', 'PermanentDownload'],
      },
    ],
  };
}
