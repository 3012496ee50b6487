import type { CopyrightLine, DeliveryTrack } from '../../../application/ports/release-for-delivery.port';
import type { AiPart } from '../../../domain/release/ai-disclosure';
import { generativeAiContributors } from './ai-disclosure.ern';
import { contributorRole } from './contributor-roles.ern';
import { type ErnNode, worldwide } from './ern-node';
import { isoDuration } from './iso-duration';
import type { PartyIndex } from './parties.ern';
import { ernReferences, resourcePath } from './references';
import { declaredFieldElements } from './sound-recording-fields.ern';
import { inSoundRecordingOrder } from './sequences.ern';

export interface SoundRecordingContext {
  parties: PartyIndex;
  pLine: CopyrightLine;
  /** The sender's DPID: the namespace of our user-defined values. */
  namespace: string;
  /** The parts generative AI made, named on each recording the artist said was made partly with it. */
  aiParts: Record<AiPart, boolean>;
}

/** ℗ and © lines as stores print them: `℗ 2026 Owner`. */
export const copyrightText = (symbol: '℗' | '©', line: CopyrightLine): string => `${symbol} ${line.year} ${line.owner}`;

export const displayTitle = (title: string, version: string): string => (version ? `${title} (${version})` : title);

export const parentalWarning = (explicit: boolean): string => (explicit ? 'Explicit' : 'NotExplicit');

function technicalDetails(track: DeliveryTrack): ErnNode {
  const { audio } = track;
  return {
    TechnicalResourceDetailsReference: ernReferences.soundRecordingDetails(track.sequence),
    DeliveryFile: {
      Type: 'AudioFile',
      // A WAV file carries linear PCM.
      AudioCodecType: 'PCM',
      ...(audio.channels !== null ? { NumberOfChannels: String(audio.channels) } : {}),
      ...(audio.sampleRateHz !== null ? { SamplingRate: { '@UnitOfMeasure': 'Hz', '#': String(audio.sampleRateHz) } } : {}),
      ...(audio.bitsPerSample !== null ? { BitsPerSample: String(audio.bitsPerSample) } : {}),
      File: {
        URI: resourcePath(audio.fileName),
        HashSum: { Algorithm: 'SHA-256', HashSumValue: audio.sha256 },
        FileSize: String(audio.sizeBytes),
      },
    },
  };
}

function contributors(track: DeliveryTrack, context: SoundRecordingContext): ErnNode[] {
  return track.contributors.map((contributor, index) => ({
    '@SequenceNumber': String(index + 1),
    ContributorPartyReference: context.parties.of(contributor.name),
    Role: contributorRole(contributor.role, context.namespace),
    ...(contributor.role === 'FeaturedArtist' ? { HasMadeFeaturedContribution: 'true' } : {}),
  }));
}

function displayArtists(track: DeliveryTrack, context: SoundRecordingContext): ErnNode[] {
  const featured = track.contributors.filter((contributor) => contributor.role === 'FeaturedArtist');
  return [
    { '@SequenceNumber': '1', ArtistPartyReference: context.parties.of(track.displayArtist), DisplayArtistRole: 'MainArtist' },
    ...featured.map((artist, index) => ({
      '@SequenceNumber': String(index + 2),
      ArtistPartyReference: context.parties.of(artist.name),
      DisplayArtistRole: 'FeaturedArtist',
    })),
  ];
}

/**
 * One SoundRecording per track: ISRC, ℗ line, the WAV with its SHA-256, title, artists, duration, warning, and every
 * declared track field placed in TRACK_FIELDS_IN_ERN.
 */
export function soundRecording(track: DeliveryTrack, context: SoundRecordingContext): ErnNode {
  const generativeAi = generativeAiContributors(track.containsAi, context.aiParts, track.contributors.length);
  const contributorList = [...contributors(track, context), ...generativeAi];
  return inSoundRecordingOrder({
    ...declaredFieldElements(track),
    ResourceReference: ernReferences.soundRecording(track.sequence),
    Type: 'MusicalWorkSoundRecording',
    SoundRecordingEdition: {
      ResourceId: { ISRC: track.isrc },
      PLine: { Year: String(context.pLine.year), PLineText: copyrightText('℗', context.pLine) },
      TechnicalDetails: technicalDetails(track),
    },
    DisplayTitleText: worldwide(displayTitle(track.title, track.version)),
    DisplayTitle: {
      '@ApplicableTerritoryCode': 'Worldwide',
      TitleText: track.title,
      ...(track.version ? { SubTitle: { '@SubTitleType': 'Version', '#': track.version } } : {}),
    },
    DisplayArtistName: worldwide(track.displayArtist),
    DisplayArtist: displayArtists(track, context),
    ...(contributorList.length ? { Contributor: contributorList } : {}),
    Duration: isoDuration(track.durationSeconds),
    ParentalWarningType: worldwide(parentalWarning(track.explicit)),
  });
}
