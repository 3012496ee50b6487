// The cells of the basic audio profile's record types, in the order of BasicAudioProfile.xsd 1.2. A file's own
// '#<type>' description lines take precedence, so a report written to another version still reads by name.

/** The cells both summary records start with: which channel, model and use in which territory the figures are of. */
const SUMMARY_CELLS = [
  'SummaryRecordId',
  'DistributionChannel',
  'DistributionChannelDPID',
  'CommercialModel',
  'UseType',
  'Territory',
  'ServiceDescription',
];

/** The cells both sound-recording records start with: the recording's own identity, title, artist and kind. */
const SOUND_RECORDING_CELLS = [
  'BlockId',
  'ResourceReference',
  'DspResourceId',
  'ISRC',
  'Title',
  'SubTitle',
  'DisplayArtistName',
  'DisplayArtistPartyId',
  'Duration',
  'ResourceType',
];

/** The cells both sales/usage records start with: the block, its summary and what was transacted. */
const SALES_TRANSACTION_CELLS = [
  'BlockId',
  'SummaryRecordId',
  'SalesTransactionId',
  'TransactedRelease',
  'TransactedResource',
  'IsRoyaltyBearing',
];

export const DSRF_CELLS: Readonly<Record<string, readonly string[]>> = {
  HEAD: [
    'MessageVersion',
    'Profile',
    'ProfileVersion',
    'MessageId',
    'MessageCreatedDateTime',
    'FileNumber',
    'NumberOfFiles',
    'UsageStartDate',
    'UsageEndDate',
    'SenderPartyId',
    'SenderName',
    'ServiceDescription',
    'RecipientPartyId',
    'RecipientName',
    'RepresentedRepertoire',
  ],
  SY01: [...SUMMARY_CELLS, 'NumberOfUsers', 'SubscriberType'],
  SY02: [
    ...SUMMARY_CELLS,
    'Usages',
    'Users',
    'CurrencyOfReporting',
    'NetRevenue',
    'RightsController',
    'RightsControllerPartyId',
    'AllocatedUsages',
    'AllocatedRevenue',
    'AllocatedNetRevenue',
    'RightsType',
    'ContentCategory',
    'CurrencyOfTransaction',
    'ExchangeRate',
    'RightsTypePercentage',
  ],
  SY04: ['SummaryRecordId'],
  SY05: ['SummaryRecordId'],
  RE01: [
    'BlockId',
    'ReleaseReference',
    'DspReleaseId',
    'ProprietaryReleaseId',
    'CatalogNumber',
    'ICPN',
    'DisplayArtistName',
    'DisplayArtistPartyId',
    'Title',
    'SubTitle',
    'ReleaseType',
    'Label',
    'PLine',
    'DataProvider',
  ],
  RE02: ['BlockId', 'ReleaseReference', 'DspSubReleaseId', 'ProprietarySubReleaseId', 'UsedResources'],
  AS01: [...SOUND_RECORDING_CELLS, 'IsMasterRecording'],
  AS02: [
    ...SOUND_RECORDING_CELLS,
    'ISWC',
    'ComposerAuthor',
    'ComposerAuthorPartyId',
    'Arranger',
    'ArrangerPartyId',
    'MusicPublisher',
    'MusicPublisherPartyId',
    'WorkContributor',
    'WorkContributorPartyId',
    'ProprietaryWorkId',
    'IsMasterRecording',
  ],
  MW01: ['BlockId', 'DspWorkId'],
  SU01: [...SALES_TRANSACTION_CELLS, 'SalesUpgrade', 'Usages', 'Returns', 'PriceConsumerPaidExcSalesTax', 'PromotionalActivity'],
  SU02: [...SALES_TRANSACTION_CELLS, 'NumberOfStreams', 'PriceConsumerPaidExcSalesTax', 'PromotionalActivity'],
  FOOT: ['NumberOfLinesInFile', 'NumberOfLinesInReport', 'NumberOfSummaryRecords', 'NumberOfBlocksInFile', 'NumberOfBlocksInReport'],
};

/** SY02.02 → SY02: the version suffix does not change how a record is read here. */
export function recordFamily(recordType: string): string {
  return recordType.slice(0, 4);
}

/** DSRF multi-value cells separate values with '|' (a literal pipe is escaped '\|'): the first value. */
export function firstValue(cell: string | undefined): string {
  return (cell ?? '')
    .split(/(?<!\\)\|/)[0]
    .replace(/\\\|/g, '|')
    .trim();
}
