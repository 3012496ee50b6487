import type { ReleaseDeals } from '../../domain/release/release-deals';
import type { ReleaseForDelivery } from './release-for-delivery.port';

/** A DDEX party: the label sending the message, or the store or distributor receiving it. */
export interface MessageParty {
  /** The party's DDEX Party Id (DPID, `PADPIDA…`). */
  partyId: string;
  name: string;
}

export interface DeliveryPackageOptions {
  messageId: string;
  createdAt: Date;
  sender: MessageParty;
  /** The store or distributor; a package kept for ourselves names the sender. */
  recipient?: MessageParty;
  /** A store's test feed: the message says TestMessage rather than LiveMessage (the target's setting). */
  testMessage?: boolean;
  /** The release without its deals: how ERN 4 takes a release down (never a PurgeReleaseMessage). */
  takedown?: boolean;
  /** The deals this store gets (its own, less the uses withheld per track); default: streaming and downloads worldwide. */
  deals?: ReleaseDeals;
}

/** A stored file of the package, at its path inside the release's folder. */
export interface DeliveryPackageFile {
  /** Relative to the release folder (`resources/<file name>`), as the message's URI names it. */
  path: string;
  storageKey: string;
  sha256: string;
  sizeBytes: number;
}

/** What a store receives for one release: the message, the metadata sheet and the files they name. */
export interface DeliveryPackage {
  /** The release folder's name (the UPC). */
  folder: string;
  /** `<upc>.xml`, at the root of the release folder. */
  messagePath: string;
  messageXml: string;
  /** `<upc>.csv`, beside the message. */
  metadataPath: string;
  metadataCsv: string;
  files: DeliveryPackageFile[];
}

/** Turns an approved release into its store package (a DDEX message, a metadata sheet and the file list). */
export interface DeliveryPackageBuilder {
  build(release: ReleaseForDelivery, options: DeliveryPackageOptions): DeliveryPackage;
}

export const DELIVERY_PACKAGE_BUILDER = Symbol('DeliveryPackageBuilder');
