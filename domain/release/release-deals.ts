import type { CommercialModel, TargetDeal, UseType } from '../delivery-targets/delivery-target';

// Which deals a release carries to one store: the store's own deals (its territories, commercial models and uses),
// less the uses staff withheld from a track, starting on the release date or, for a timed release, at a set time.

/** Uses staff can withhold from one track: all its streaming, or all its downloads. */
export const WITHHELD_USES = ['streaming', 'download'] as const;
export type WithheldUse = (typeof WITHHELD_USES)[number];

const USES_OF: Readonly<Record<WithheldUse, readonly UseType[]>> = {
  streaming: ['OnDemandStream', 'NonInteractiveStream'],
  download: ['PermanentDownload', 'ConditionalDownload'],
};

/** Staff's deal choices for one release, kept until they change them. */
export interface ReleaseDealChoices {
  /** `HH:MM` in UTC: the deals start at that moment of the release date (a timed release); null: from the date. */
  startTimeUtc: string | null;
  /** Uses withheld per track (by 0-based position); a track not listed keeps every use of the store's deals. */
  tracks: { position: number; withheld: WithheldUse[] }[];
}

export const NO_DEAL_CHOICES: ReleaseDealChoices = { startTimeUtc: null, tracks: [] };

/** The deals of a release without delivery targets: streaming and downloads worldwide. */
export const DEFAULT_DEALS: readonly TargetDeal[] = [
  {
    territories: ['Worldwide'],
    commercialModels: ['SubscriptionModel', 'AdvertisementSupportedModel'],
    useTypes: ['OnDemandStream', 'NonInteractiveStream'],
  },
  { territories: ['Worldwide'], commercialModels: ['PayAsYouGoModel'], useTypes: ['PermanentDownload'] },
];

/** One deal as the message states it: where, how, for which uses, from when (a date, or a moment in UTC). */
export interface DealTerms {
  territories: string[];
  commercialModels: CommercialModel[];
  useTypes: UseType[];
  start: { date: string } | { dateTime: string };
}

/** The deals of the release as a whole and of each track release (by 1-based sequence, position + 1). */
export interface ReleaseDeals {
  release: DealTerms[];
  tracks: { sequence: number; deals: DealTerms[] }[];
}

export const RELEASE_DEAL_MESSAGES = {
  startTime: 'The start time is a time of day in UTC, such as 00:00 or 17:30',
  use: `A withheld use is one of: ${WITHHELD_USES.join(', ')}`,
  noUseLeft: 'A track keeps at least one use: withhold its streaming or its downloads, not both',
  noSuchTrack: 'No such track on this release',
  twice: 'Give each track once',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The choices' problems in words (empty when they are whole), against the release's number of tracks. */
export function checkDealChoices(choices: ReleaseDealChoices, trackCount: number): string[] {
  const problems = new Set<string>();
  if (choices.startTimeUtc !== null && !TIME.test(choices.startTimeUtc)) problems.add(RELEASE_DEAL_MESSAGES.startTime);
  const seen = new Set<number>();
  for (const track of choices.tracks) {
    if (!Number.isInteger(track.position) || track.position < 0 || track.position >= trackCount)
      problems.add(RELEASE_DEAL_MESSAGES.noSuchTrack);
    if (seen.has(track.position)) problems.add(RELEASE_DEAL_MESSAGES.twice);
    seen.add(track.position);
    if (track.withheld.some((use) => !(WITHHELD_USES as readonly string[]).includes(use))) problems.add(RELEASE_DEAL_MESSAGES.use);
    if (WITHHELD_USES.every((use) => track.withheld.includes(use))) problems.add(RELEASE_DEAL_MESSAGES.noUseLeft);
  }
  return [...problems];
}

/**
 * The deals one store gets for a release: each of its deals from the release date (or the timed start), and for each
 * track the same less the uses withheld from it (a deal left without uses is dropped).
 */
export function releaseDeals(
  storeDeals: readonly TargetDeal[],
  choices: ReleaseDealChoices,
  releaseDate: string,
  tracks: readonly { sequence: number }[],
): ReleaseDeals {
  const start = choices.startTimeUtc ? { dateTime: `${releaseDate}T${choices.startTimeUtc}:00Z` } : { date: releaseDate };
  const terms = (deal: TargetDeal, withheld: readonly WithheldUse[]): DealTerms => {
    const gone = new Set(withheld.flatMap((use) => USES_OF[use]));
    return { ...deal, territories: [...deal.territories], useTypes: deal.useTypes.filter((use) => !gone.has(use)), start };
  };
  const withheldOf = (sequence: number) => choices.tracks.find((t) => t.position === sequence - 1)?.withheld ?? [];
  return {
    release: storeDeals.map((deal) => terms(deal, [])),
    tracks: tracks.map((track) => ({
      sequence: track.sequence,
      deals: storeDeals.map((deal) => terms(deal, withheldOf(track.sequence))).filter((deal) => deal.useTypes.length > 0),
    })),
  };
}
