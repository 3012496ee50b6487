import type { ErnNode } from './ern-node';

/** The children of an ERN 4.3.2 Release in the order its XSD sequence requires them. */
const RELEASE_SEQUENCE = [
  'ReleaseReference',
  'ReleaseType',
  'ReleaseId',
  'DisplayTitleText',
  'DisplayTitle',
  'FormalTitle',
  'GroupingTitle',
  'VersionType',
  'DisplayArtistName',
  'DisplayArtist',
  'ReleaseLabelReference',
  'AdministratingRecordCompany',
  'PLine',
  'CLine',
  'CourtesyLine',
  'Duration',
  'DisplayGenre',
  'ReleaseDate',
  'OriginalReleaseDate',
  'ReleaseVisibilityReference',
  'ParentalWarningType',
  'AvRating',
  'RelatedRelease',
  'RelatedResource',
  'IsSingleArtistCompilation',
  'IsMultiArtistCompilation',
  'ResourceGroup',
  'ExternalResourceLink',
  'TargetURL',
  'Keywords',
  'Synopsis',
  'Raga',
  'Tala',
  'Deity',
  'HiResMusicDescription',
  'ContainsAI',
  'IsSoundtrack',
  'IsHiResMusic',
  'MarketingComment',
] as const;

export type ReleaseElement = (typeof RELEASE_SEQUENCE)[number];

/** The Release's children rearranged into the schema's order, whatever order they were gathered in. */
export function inReleaseOrder(children: Partial<Record<ReleaseElement, ErnNode | ErnNode[] | string>>): ErnNode {
  return Object.fromEntries(RELEASE_SEQUENCE.flatMap((name) => (children[name] === undefined ? [] : [[name, children[name]]])));
}
