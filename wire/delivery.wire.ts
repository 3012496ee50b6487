import type { DeliveryKind } from '../domain/release/delivery-kind';
import type { ReleaseDealChoices } from '../domain/release/release-deals';
import type { DeliveryStanding } from '../domain/release/delivery-status';
import type { TargetStanding } from '../domain/release/target-delivery';

/** One delivery target's part of the release's current delivery, update or takedown. */
export interface TargetDeliveryView {
  targetId: string;
  /** The target's name as staff gave it (the store's). */
  name: string;
  status: TargetStanding;
  /** 'Queued', 'Retrying', 'Delivered', 'Failed', 'Not sent', 'Accepted by the store', 'Rejected by the store'. */
  label: string;
  /** When this target had the current order whole; null until then. */
  deliveredAt: string | null;
  /** When the store's acknowledgement of it was read; null until then. */
  acknowledgedAt: string | null;
  /** A rejection in plain words with the store's own error text; null unless rejected. */
  storeError: string | null;
  /** What this target's order sends: the release, an update, or its takedown (null: it was never ordered anything). */
  kind: DeliveryKind | null;
  /** A takedown's reason at this target, and whether the artist reads it; null otherwise. */
  takedownReason: string | null;
  reasonShown: boolean;
}

/** One release's delivery to the stores as the desk shows it. */
export interface ReleaseDeliveryView {
  /** 'retrying': the last attempt failed and the delivery job tries again by itself at `nextAttemptAt`. */
  status: DeliveryStanding;
  /** 'Queued', 'Delivered', 'Failed', 'Retrying'. */
  label: string;
  /** While retrying: when the job's next attempt is due. */
  nextAttemptAt: string | null;
  adapter: string;
  attempts: number;
  lastError: string | null;
  packageKey: string | null;
  queuedAt: string;
  /** When a queued delivery is due to send (after the approval's undo window); null: at once. */
  sendsAt: string | null;
  deliveredAt: string | null;
  updatedAt: string;
  /** What the queued (or last) delivery sends: 'release', 'update' (the whole release again) or 'takedown' (no deals). */
  kind: DeliveryKind;
  /** A takedown's reason in staff's words; null otherwise. */
  takedownReason: string | null;
  /** Whether the artist reads the takedown's reason. */
  takedownReasonShown: boolean;
}

/** GET and POST /api/review-desk/submissions/:id/delivery: the state (null before the first delivery) and the identifiers. */
export interface ReleaseDeliveryResponse {
  success: true;
  delivery: ReleaseDeliveryView | null;
  /** Each delivery target's state for the current order (empty before the first delivery). */
  targets: TargetDeliveryView[];
  /** Each target whose lead time (business days) the release date does not leave, naming it and its earliest date. */
  leadTimeWarnings: string[];
  /** The release's UPC/EAN, or null while none is set. */
  upc: string | null;
  /** Each track's ISRC in display form (`GB-A1B-26-00001`), in track order; null while none is set. */
  isrcs: (string | null)[];
  /** Staff's deal choices: a timed start and the uses withheld per track (every store's deals are cut the same way). */
  deals: ReleaseDealChoices;
  /** After a change of deals or identifiers: the stores that have the release, each sent an update (absent otherwise). */
  updateQueuedTo?: string[];
}

/** PUT /api/review-desk/submissions/:id/delivery/deals: the release's deal choices, replacing the earlier ones. */
export interface ReleaseDealsRequest {
  /** `HH:MM` UTC on the release date (a timed release); null or absent: from the start of the date. */
  startTimeUtc?: string | null;
  /** By 0-based track position: `streaming` and/or `download` withheld from that track (not both). */
  tracks?: { position: number; withheld: string[] }[];
}

/** PUT /api/review-desk/submissions/:id/identifiers: staff correct (or set) the release's UPC and tracks' ISRCs. */
export interface CorrectIdentifiersRequest {
  upc?: string;
  /** By 0-based track position. */
  tracks?: { position: number; isrc: string }[];
}

/** POST /api/review-desk/submissions/:id/delivery/takedown: the release leaves the stores named (every one by default). */
export interface TakedownRequest {
  /** Why; shown to the artist beside 'Removed from <store>' when `reasonShown` (the default). */
  reason: string;
  /** The delivery targets' ids; absent: every store. An empty list or an unknown id is refused. */
  targetIds?: string[];
  /** Whether the artist may read the reason (default: yes). */
  reasonShown?: boolean;
}

/** POST /api/review-desk/submissions/:id/delivery/resend: one store (one that rejected it) is sent what it holds again. */
export interface ResendRequest {
  /** The delivery target's id. */
  targetId: string;
}
