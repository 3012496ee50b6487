import type { ArchiveWriter } from '../../application/ports/archive-writer.port';
import type { DeliveryPackageBuilder } from '../../application/ports/delivery-package.port';
import type { ReleaseForDeliveryReader } from '../../application/ports/release-for-delivery.port';
import { StoredZipArchiveWriter } from '../archive/stored-zip.archive-writer';
import { DdexErn43DeliveryPackageBuilder } from '../delivery-package/ddex-ern43.delivery-package-builder';
import type { Database } from '../persistence/database';
import { DrizzleReleaseForDeliveryReader } from '../persistence/repositories/drizzle.release-for-delivery.reader';

/** An approved release as stores receive it: read, packaged as DDEX ERN 4.3, and zipped for staff. */
export interface ReleasePackageAdapters {
  releaseForDelivery: ReleaseForDeliveryReader;
  deliveryPackageBuilder: DeliveryPackageBuilder;
  archiveWriter: ArchiveWriter;
}

export function buildReleasePackageAdapters(db: Database): ReleasePackageAdapters {
  return {
    releaseForDelivery: new DrizzleReleaseForDeliveryReader(db),
    deliveryPackageBuilder: new DdexErn43DeliveryPackageBuilder(),
    archiveWriter: new StoredZipArchiveWriter(),
  };
}
