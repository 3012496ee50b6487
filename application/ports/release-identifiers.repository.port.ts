/** The identifiers a release holds now: the artist's own, earlier assignments, or none yet. */
export interface ReleaseIdentifiers {
  upc: string | null;
  /** In track order. */
  tracks: { trackId: string; isrc: string | null }[];
}

/** The ranges the label assigns identifiers from (configuration). */
export interface IdentifierRanges {
  /** 5 characters: country code and registrant (`GBA1B`). */
  isrcRegistrant: string;
  gs1CompanyPrefix: string;
  upcRangeStart: number;
  upcRangeEnd: number;
}

/** Called inside the approval's unit of work: every write joins its transaction. */
export interface ReleaseIdentifiersRepository {
  current(submissionId: string): Promise<ReleaseIdentifiers>;
  /**
   * The range's next value (starting at `first`), row-locked until the transaction ends, so parallel approvals on
   * any number of instances take distinct values and a rolled-back approval gives its value back.
   */
  takeNext(rangeKey: string, first: number): Promise<number>;
  isrcInUse(isrc: string): Promise<boolean>;
  upcInUse(upc: string): Promise<boolean>;
  setIsrc(trackId: string, isrc: string): Promise<void>;
  setUpc(submissionId: string, upc: string): Promise<void>;
  /**
   * Reserves the release's current identifiers for it alone (an approved release's), replacing its earlier claims.
   * Answers the first one another release already claimed (nothing is claimed then), or null. A parallel claim of
   * the same value waits for this transaction and then sees it.
   */
  claim(submissionId: string): Promise<HeldIdentifier | null>;
  /** True once the release claimed its identifiers (it was approved). */
  isClaimed(submissionId: string): Promise<boolean>;
}

export interface HeldIdentifier {
  what: 'ISRC' | 'UPC';
  value: string;
}
export const RELEASE_IDENTIFIERS_REPOSITORY = Symbol('ReleaseIdentifiersRepository');
