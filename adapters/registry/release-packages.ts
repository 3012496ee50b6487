import type { ArchiveWriter } from '../../application/ports/archive-writer.port';
import type { DeliveryPackageBuilder } from '../../application/ports/delivery-package.port';
import { StoredZipArchiveWriter } from '../archive/stored-zip.archive-writer';
import { DdexErn43DeliveryPackageBuilder } from '../delivery-package/ddex-ern43.delivery-package-builder';

/** An approved release as stores receive it: packaged as DDEX ERN 4.3, and zipped for staff. */
export interface ReleasePackageAdapters {
  deliveryPackageBuilder: DeliveryPackageBuilder;
  archiveWriter: ArchiveWriter;
}

export function buildReleasePackageAdapters(): ReleasePackageAdapters {
  return {
    deliveryPackageBuilder: new DdexErn43DeliveryPackageBuilder(),
    archiveWriter: new StoredZipArchiveWriter(),
  };
}
