import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { DEFAULT_DEALS, type DealTerms, NO_DEAL_CHOICES, releaseDeals, type ReleaseDeals } from '../../../domain/release/release-deals';
import type { ErnNode } from './ern-node';
import { ernReferences } from './references';

/** One Deal: its territories, when it starts (the release date, or a timed release's moment), models and uses. */
const deal = (terms: DealTerms): ErnNode => ({
  DealTerms: {
    TerritoryCode: terms.territories,
    ValidityPeriod: 'date' in terms.start ? { StartDate: terms.start.date } : { StartDateTime: terms.start.dateTime },
    CommercialModelType: terms.commercialModels,
    UseType: terms.useTypes,
  },
});

/** The deal list: the main release's deals, then each track release's own (a track without any is left out). */
export function dealList(release: ReleaseForDelivery, given?: ReleaseDeals): ErnNode {
  const deals = given ?? releaseDeals(DEFAULT_DEALS, NO_DEAL_CHOICES, release.releaseDate, release.tracks);
  const tracks = deals.tracks.filter((track) => track.deals.length > 0);
  return {
    ReleaseDeal: [
      { DealReleaseReference: ernReferences.mainRelease, Deal: deals.release.map(deal) },
      ...tracks.map((track) => ({ DealReleaseReference: ernReferences.trackRelease(track.sequence), Deal: track.deals.map(deal) })),
    ],
  };
}
