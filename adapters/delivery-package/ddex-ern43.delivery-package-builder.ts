import type {
  DeliveryPackage,
  DeliveryPackageBuilder,
  DeliveryPackageFile,
  DeliveryPackageOptions,
} from '../../application/ports/delivery-package.port';
import type { DeliveryFile, ReleaseForDelivery } from '../../application/ports/release-for-delivery.port';
import { DeliveryMessageRefusedError } from '../../application/errors/delivery-message-refused.error';
import { schemaProblemInWords } from '../../domain/release/delivery-message-check';
import { checkErnMessage, type ErnSchemaVerdict } from './ddex/xmllint.ern-schema-check';
import { newReleaseMessage } from './ern43/new-release-message.ern';
import { resourcePath } from './ern43/references';
import { xmlDocument } from './ern43/xml-document';
import { metadataSheet } from './metadata-sheet.csv';

/** A file name the package may use as it is: one path segment, no dot-dot, no control characters. */
function isPlainFileName(name: string): boolean {
  return name !== '' && name !== '.' && name !== '..' && !/[/\\]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 0x20);
}

function packageFile(file: DeliveryFile): DeliveryPackageFile {
  if (!isPlainFileName(file.fileName)) throw new Error(`Unsafe file name in a delivery package: '${file.fileName}'`);
  return { path: resourcePath(file.fileName), storageKey: file.storageKey, sha256: file.sha256, sizeBytes: file.sizeBytes };
}

/**
 * The store package as DDEX ERN 4.3.2 describes it: `<upc>.xml`, `<upc>.csv` and `resources/…` in a folder named by
 * the UPC. The message is checked against DDEX's schema first; one that fails is refused in words, never returned.
 */
export class DdexErn43DeliveryPackageBuilder implements DeliveryPackageBuilder {
  constructor(private readonly checkMessage: (xml: string) => ErnSchemaVerdict = checkErnMessage) {}

  build(release: ReleaseForDelivery, options: DeliveryPackageOptions): DeliveryPackage {
    const files = [...release.tracks.map((track) => packageFile(track.audio)), packageFile(release.artwork)];
    const messageXml = xmlDocument(newReleaseMessage(release, options));
    const verdict = this.checkMessage(messageXml);
    if (!verdict.valid) throw new DeliveryMessageRefusedError([...new Set(verdict.problems.map(schemaProblemInWords))]);
    return {
      folder: release.upc,
      messagePath: `${release.upc}.xml`,
      messageXml,
      metadataPath: `${release.upc}.csv`,
      metadataCsv: metadataSheet(release),
      files,
    };
  }
}
