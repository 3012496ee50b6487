import type { DeliveryPackageOptions, MessageParty } from '../../../application/ports/delivery-package.port';
import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { avsVersionId } from '../ddex/ddex-schema-files';
import { dealList } from './deals.ern';
import type { ErnNode } from './ern-node';
import { frontCoverImage } from './image.ern';
import { PartyIndex } from './parties.ern';
import { mainRelease, trackReleases } from './release.ern';
import { releaseProfile } from './release-profile.ern';
import { soundRecording } from './sound-recordings.ern';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/432';
const SCHEMA_LOCATION = `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`;

const messagingParty = (party: MessageParty): ErnNode => ({ PartyId: party.partyId, PartyName: { FullName: party.name } });

function messageHeader(release: ReleaseForDelivery, options: DeliveryPackageOptions): ErnNode {
  return {
    MessageThreadId: release.reference,
    MessageId: options.messageId,
    MessageSender: messagingParty(options.sender),
    MessageRecipient: messagingParty(options.recipient ?? options.sender),
    MessageCreatedDateTime: options.createdAt.toISOString(),
    MessageControlType: options.testMessage ? 'TestMessage' : 'LiveMessage',
  };
}

/** The whole ERN 4.3.2 NewReleaseMessage of one release (its takedown: without the DealList), as an xmlbuilder2 object tree. */
export function newReleaseMessage(release: ReleaseForDelivery, options: DeliveryPackageOptions): ErnNode {
  const parties = new PartyIndex(release);
  const namespace = options.sender.partyId;
  return {
    'ern:NewReleaseMessage': {
      '@xmlns:ern': ERN_NAMESPACE,
      '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@xsi:schemaLocation': SCHEMA_LOCATION,
      '@ReleaseProfileVersionId': releaseProfile(release),
      '@LanguageAndScriptCode': 'en',
      '@AvsVersionId': avsVersionId(),
      MessageHeader: messageHeader(release, options),
      PartyList: parties.toPartyList(),
      ResourceList: {
        SoundRecording: release.tracks.map((track) =>
          soundRecording(track, { parties, pLine: release.pLine, namespace, aiParts: release }),
        ),
        Image: frontCoverImage(release, namespace),
      },
      ReleaseList: { Release: mainRelease(release, parties, namespace), TrackRelease: trackReleases(release, parties, namespace) },
      // A takedown is the release as it is with no deals at all: the store stops offering it everywhere.
      ...(options.takedown ? {} : { DealList: dealList(release, options.deals) }),
    },
  };
}
