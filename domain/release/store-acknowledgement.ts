// What a store answers about a batch it took from its drop folder: DDEX's FtpAcknowledgementMessage (ERN choreography).

/** `ErncFileStatus` values (DDEX allowed-value sets); `FileOK` alone means the store took the release. */
export const ACCEPTED_FILE_STATUS = 'FileOK';

/** One acknowledgement as the store wrote it: the file status, its own error text, whether a person must look. */
export interface StoreAcknowledgement {
  /** `FileStatus`: an `ErncFileStatus` value. */
  fileStatus: string;
  /** `ErrorText`: the store's own words, for the sender to resolve the problem. */
  errorText: string | null;
  /** `ManualCheckRequired`: someone must look at the material before it is sent again. */
  needsPerson: boolean;
}

export type AcknowledgementOutcome = 'accepted' | 'rejected';

/** A store's file statuses in plain words for staff (anything else is shown as the store wrote it). */
const FILE_STATUS_WORDS: Readonly<Record<string, string>> = {
  ArtistRoleUnknown: 'an artist role the store does not know',
  CommercialReleaseDateInvalid: 'the release date is not valid for the store',
  ConflictingAvailabilityPeriods: 'two deals start on the same day for the same country and use',
  ErnMissing: 'the release message is missing',
  IdentifierInvalid: 'an identifier (UPC or ISRC) is not valid',
  IdentifierSyntaxInvalid: 'an identifier (UPC or ISRC) is malformed',
  InternalError: 'an error on the store’s side',
  MetadataMissing: 'some metadata is missing',
  NewReleaseMessageInvalid: 'the release message is not valid',
  NoDealForTrackRelease: 'a track has no deal',
  NoDealInNewReleaseMessage: 'the message has no deal',
  PrimaryArtistNameMissing: 'the main artist’s name is missing',
  ResourceCorrupt: 'an audio or artwork file is damaged',
  ResourceMissing: 'an audio or artwork file is missing',
  ResourceNotMeetingSpecifications: 'an audio or artwork file does not meet the store’s specifications',
  SignatureOrHashSumWrongOrMissing: 'a file’s hash does not match the manifest',
  UnsupportedUsage: 'a deal asks for a use the store does not offer',
};

export const ACKNOWLEDGEMENT_WORDS = {
  rejectedBy: (store: string, why: string) => `${store} rejected the release: ${why}`,
  personMustLook: 'The store asks for a person to look at it.',
} as const;

/** Accepted only on `FileOK`; every other status is the store refusing the batch. */
export const acknowledgementOutcome = (ack: Pick<StoreAcknowledgement, 'fileStatus'>): AcknowledgementOutcome =>
  ack.fileStatus === ACCEPTED_FILE_STATUS ? 'accepted' : 'rejected';

/** Why a store rejected a batch, in plain words: the status in words, then the store's own error text. */
export function rejectionInWords(ack: StoreAcknowledgement): string {
  const status = FILE_STATUS_WORDS[ack.fileStatus] ?? ack.fileStatus;
  const text = ack.errorText?.trim();
  const why = text ? `${status} (“${text}”)` : status;
  return ack.needsPerson ? `${why}. ${ACKNOWLEDGEMENT_WORDS.personMustLook}` : why;
}
