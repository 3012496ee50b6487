import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { releaseAi } from './ai-disclosure.ern';
import { type ErnNode, worldwide } from './ern-node';
import { isoDuration } from './iso-duration';
import type { PartyIndex } from './parties.ern';
import { ernReferences } from './references';
import { withDeclaredReleaseFields } from './release-fields.ern';
import { ernReleaseType } from './release-profile.ern';
import { inReleaseOrder } from './sequences.ern';
import { copyrightText, displayTitle, parentalWarning } from './sound-recordings.ern';

function genre(release: ReleaseForDelivery): ErnNode {
  return {
    '@ApplicableTerritoryCode': 'Worldwide',
    GenreText: release.primaryGenre,
    ...(release.secondaryGenre ? { SubGenre: release.secondaryGenre } : {}),
  };
}

function resourceGroup(release: ReleaseForDelivery): ErnNode {
  return {
    SequenceNumber: '1',
    ResourceGroupContentItem: release.tracks.map((track) => ({
      SequenceNumber: String(track.sequence),
      ReleaseResourceReference: ernReferences.soundRecording(track.sequence),
    })),
    LinkedReleaseResourceReference: { '@LinkDescription': 'CoverArt', '#': ernReferences.image(release) },
  };
}

/**
 * The main release (R0): UPC as ICPN, title, artist, label, ℗/© lines, duration, genre, date, warning, tracks, the
 * AI answer derived from the tracks' and cover's, and every declared release field placed by path in RELEASE_FIELDS_IN_EXPORT.
 */
export function mainRelease(release: ReleaseForDelivery, parties: PartyIndex, namespace: string): ErnNode {
  const seconds = release.tracks.reduce((total, track) => total + track.durationSeconds, 0);
  const children = {
    ReleaseReference: ernReferences.mainRelease,
    ReleaseType: ernReleaseType(release),
    ReleaseId: { ICPN: release.upc },
    DisplayTitleText: worldwide(release.title),
    DisplayTitle: { '@ApplicableTerritoryCode': 'Worldwide', TitleText: release.title },
    DisplayArtistName: worldwide(release.displayArtist),
    DisplayArtist: { '@SequenceNumber': '1', ArtistPartyReference: parties.of(release.displayArtist), DisplayArtistRole: 'MainArtist' },
    ReleaseLabelReference: worldwide(parties.of(release.labelName)),
    PLine: { Year: String(release.pLine.year), PLineText: copyrightText('℗', release.pLine) },
    CLine: { Year: String(release.cLine.year), CLineText: copyrightText('©', release.cLine) },
    Duration: isoDuration(seconds),
    DisplayGenre: genre(release),
    ReleaseDate: worldwide(release.releaseDate),
    ParentalWarningType: worldwide(parentalWarning(release.tracks.some((track) => track.explicit))),
    IsMultiArtistCompilation: 'false',
    ResourceGroup: resourceGroup(release),
    ...releaseAi(release),
  };
  return inReleaseOrder(withDeclaredReleaseFields(children, release, namespace));
}

/** One TrackRelease per recording, so stores can sell and stream each track on its own. */
export function trackReleases(release: ReleaseForDelivery, parties: PartyIndex, namespace: string): ErnNode[] {
  return release.tracks.map((track) => ({
    ReleaseReference: ernReferences.trackRelease(track.sequence),
    ReleaseId: { ProprietaryId: { '@Namespace': namespace, '#': `${release.upc}_${track.isrc}` } },
    DisplayTitleText: worldwide(displayTitle(track.title, track.version)),
    ReleaseResourceReference: ernReferences.soundRecording(track.sequence),
    ReleaseLabelReference: worldwide(parties.of(release.labelName)),
    DisplayGenre: genre(release),
  }));
}
