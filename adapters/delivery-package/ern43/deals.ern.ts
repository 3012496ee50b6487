import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { type ErnNode, WORLDWIDE } from './ern-node';
import { ernReferences } from './references';

/** Streaming (subscription and ad-supported) and download sales, worldwide from the release date. */
function deals(startDate: string): ErnNode[] {
  const terms = (models: string[], uses: string[]): ErnNode => ({
    DealTerms: {
      TerritoryCode: WORLDWIDE,
      ValidityPeriod: { StartDate: startDate },
      CommercialModelType: models,
      UseType: uses,
    },
  });
  return [
    terms(['SubscriptionModel', 'AdvertisementSupportedModel'], ['OnDemandStream', 'NonInteractiveStream']),
    terms(['PayAsYouGoModel'], ['PermanentDownload']),
  ];
}

/** The deal list: the main release, and each track release, available worldwide from the release date. */
export function dealList(release: ReleaseForDelivery): ErnNode {
  return {
    ReleaseDeal: [
      { DealReleaseReference: ernReferences.mainRelease, Deal: deals(release.releaseDate) },
      {
        DealReleaseReference: release.tracks.map((track) => ernReferences.trackRelease(track.sequence)),
        Deal: deals(release.releaseDate),
      },
    ],
  };
}
