import type { ErnNode } from './ern-node';

/** The children of an ERN 4.3.2 SoundRecording in the order its XSD sequence requires them. */
const SOUND_RECORDING_SEQUENCE = [
  'ResourceReference',
  'Type',
  'SoundRecordingEdition',
  'RecordingFormat',
  'WorkId',
  'DisplayTitleText',
  'DisplayTitle',
  'FormalTitle',
  'GroupingTitle',
  'VersionType',
  'DisplayArtistName',
  'DisplayArtist',
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
] as const;

export type SoundRecordingElement = (typeof SOUND_RECORDING_SEQUENCE)[number];

/** The SoundRecording's children rearranged into the schema's order, whatever order they were gathered in. */
export function inSoundRecordingOrder(children: Partial<Record<SoundRecordingElement, ErnNode | ErnNode[] | string>>): ErnNode {
  return Object.fromEntries(SOUND_RECORDING_SEQUENCE.flatMap((name) => (children[name] === undefined ? [] : [[name, children[name]]])));
}
