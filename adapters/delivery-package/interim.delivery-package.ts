import { create } from 'xmlbuilder2';
import type { DeliveryPackage, DeliveryPackageBuilder, DeliveryPackageOptions } from '../../application/ports/delivery-package.port';
import type { ReleaseForDelivery } from '../../application/ports/release-for-delivery.port';

const csvCell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/**
 * Stands in for the ERN 4.3 builder (adapters/delivery-package/ern43) until it is merged: the same port and file
 * layout, a message that carries only the header, the release and its resources. Replaced in the registry, then deleted.
 */
export class InterimDeliveryPackageBuilder implements DeliveryPackageBuilder {
  build(release: ReleaseForDelivery, options: DeliveryPackageOptions): DeliveryPackage {
    const files = [...release.tracks.map((t) => t.audio), release.artwork].map((f) => ({
      path: `resources/${f.fileName}`,
      storageKey: f.storageKey,
      sha256: f.sha256,
      sizeBytes: f.sizeBytes,
    }));
    const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('ern:NewReleaseMessage', {
      'xmlns:ern': 'http://ddex.net/xml/ern/43',
      LanguageAndScriptCode: 'en',
    });
    const header = root.ele('MessageHeader');
    header.ele('MessageId').txt(options.messageId);
    header.ele('MessageSender').ele('PartyId').txt(options.sender.partyId);
    header.ele('MessageCreatedDateTime').txt(options.createdAt.toISOString());
    const releaseNode = root.ele('ReleaseList').ele('Release');
    releaseNode.ele('ReleaseId').ele('ICPN').txt(release.upc);
    releaseNode.ele('DisplayTitleText').txt(release.title);
    for (const track of release.tracks) {
      const recording = root.ele('SoundRecording');
      recording.ele('SoundRecordingEdition').ele('ResourceId').ele('ISRC').txt(track.isrc);
      recording.ele('DisplayTitleText').txt(track.title);
      recording.ele('File').ele('URI').txt(`resources/${track.audio.fileName}`);
    }
    const rows = [
      ['upc', 'isrc', 'sequence', 'title', 'artist', 'file'],
      ...release.tracks.map((t) => [release.upc, t.isrc, t.sequence, t.title, t.displayArtist, `resources/${t.audio.fileName}`]),
    ];
    return {
      folder: release.upc,
      messagePath: `${release.upc}.xml`,
      messageXml: root.end({ prettyPrint: true }),
      metadataPath: `${release.upc}.csv`,
      metadataCsv: rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n',
      files,
    };
  }
}
