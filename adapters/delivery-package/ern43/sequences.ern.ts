import type { ErnNode } from './ern-node';

/** The title and artist elements a Release and a SoundRecording both carry, in the order both XSD sequences place them. */
const TITLES_AND_ARTIST = [
  'DisplayTitleText',
  'DisplayTitle',
  'FormalTitle',
  'GroupingTitle',
  'VersionType',
  'DisplayArtistName',
  'DisplayArtist',
] as const;

/** The children of the ERN 4.3.2 elements we build, in the order their XSD sequences require them. */
const SEQUENCES = {
  Release: [
    'ReleaseReference',
    'ReleaseType',
    'ReleaseId',
    ...TITLES_AND_ARTIST,
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
  ],
  SoundRecording: [
    'ResourceReference',
    'Type',
    'SoundRecordingEdition',
    'RecordingFormat',
    'WorkId',
    ...TITLES_AND_ARTIST,
    'Contributor',
    'Character',
    'ResourceRightsController',
    'WorkRightsController',
    'CourtesyLine',
    'Duration',
    'CreationDate',
    'MasteredDate',
    'RemasteredDate',
    'FirstPublicationDate',
    'LocationAndDateOfSession',
    'ParentalWarningType',
    'RelatedRelease',
    'RelatedResource',
    'CompositeMusicalWorkType',
    'ContainsAI',
    'IsCover',
    'HasVocalPerformance',
    'HasForegroundVocalPerformance',
    'IsInstrumental',
    'ContainsHiddenContent',
    'IsRemastered',
    'IsHiResMusic',
    'DisableCrossfade',
    'DisableSearch',
    'DisplayCredits',
    'LanguageOfPerformance',
    'Raga',
    'Tala',
    'Deity',
    'AudioChapterReference',
  ],
} as const;

export type ReleaseElement = (typeof SEQUENCES.Release)[number];
export type SoundRecordingElement = (typeof SEQUENCES.SoundRecording)[number];

/** Rearranges an element's children into its schema sequence, whatever order they were gathered in. */
function inSequenceOf<Name extends string>(sequence: readonly Name[]) {
  return (children: Partial<Record<Name, ErnNode | ErnNode[] | string>>): ErnNode =>
    Object.fromEntries(sequence.flatMap((name) => (children[name] === undefined ? [] : [[name, children[name]]])));
}

export const inReleaseOrder = inSequenceOf(SEQUENCES.Release);
export const inSoundRecordingOrder = inSequenceOf(SEQUENCES.SoundRecording);
