import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import type { ErnNode } from './ern-node';
import { ernReferences, resourcePath } from './references';

/** The artwork as the front cover image: a proprietary id (images have no ISRC), size, the JPEG and its SHA-256. */
export function frontCoverImage(release: ReleaseForDelivery, namespace: string): ErnNode {
  const { artwork } = release;
  return {
    ResourceReference: ernReferences.image(release),
    Type: 'FrontCoverImage',
    ResourceId: { ProprietaryId: { '@Namespace': namespace, '#': `${release.upc}_FrontCover` } },
    // The artist's answer for the artwork; a cover sent before the question claims nothing.
    ...(release.artworkContainsAi ? { ContainsAI: release.artworkContainsAi } : {}),
    TechnicalDetails: {
      TechnicalResourceDetailsReference: ernReferences.imageDetails(release),
      ImageCodecType: 'JPEG',
      ...(artwork.heightPx !== null ? { ImageHeight: { '@UnitOfMeasure': 'Pixel', '#': String(artwork.heightPx) } } : {}),
      ...(artwork.widthPx !== null ? { ImageWidth: { '@UnitOfMeasure': 'Pixel', '#': String(artwork.widthPx) } } : {}),
      File: {
        URI: resourcePath(artwork.fileName),
        HashSum: { Algorithm: 'SHA-256', HashSumValue: artwork.sha256 },
        FileSize: String(artwork.sizeBytes),
      },
    },
  };
}
