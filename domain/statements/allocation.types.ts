/** Who money is paid to: the release's artist (`artist:<id>`) or a collaborator on a master split (`collaborator:<email>`). */
export type PayeeKey = string;

export function artistPayee(artistId: string): PayeeKey {
  return `artist:${artistId}`;
}

export function collaboratorPayee(email: string): PayeeKey {
  return `collaborator:${email.trim().toLowerCase()}`;
}

/** One payee's share of a track's master, in basis points (10,000 = the whole master). */
export interface MasterShare {
  payee: PayeeKey;
  name: string;
  basisPoints: number;
  /** Agreed on a split sheet: paid. Not agreed yet: held in escrow until it is. */
  agreed: boolean;
}

/** Where a sale sits in a statement: its release, track, store, country and month. */
export interface SaleDimensions {
  releaseId: string | null;
  trackId: string | null;
  store: string;
  country: string;
  /** YYYY-MM */
  month: string;
}

/** Report lines of one report, currency and place added up: `amount` in precise units (see precise-amount). */
export interface SalesGroup extends SaleDimensions {
  reportId: string;
  currency: string;
  amount: bigint;
  /** The release's artist, null for an unmatched line. */
  artistId: string | null;
}

export type EntryKind =
  | 'payee'
  | 'escrow'
  | 'label'
  | 'unmatched'
  | 'recoupment'
  | 'recouped'
  | 'escrow-release'
  | 'balance-brought'
  | 'balance-recovered'
  | 'balance-carried'
  | 'balance-advanced';

/** One allocated amount in whole minor units of its currency. */
export interface AllocationEntry extends SaleDimensions {
  reportId: string;
  currency: string;
  kind: EntryKind;
  payee: PayeeKey | null;
  minor: bigint;
}

/** What allocation reads besides the sales: the artist's rate and each track's master split. */
export interface AllocationTerms {
  /** The artist's share of net receipts in basis points (their agreement's rate, or the label's default). */
  artistRate(artistId: string): number;
  /** The track's master split; shares adding up to less than 10,000 leave the rest to the release's artist, agreed. */
  masterShares(trackId: string): readonly MasterShare[];
}
