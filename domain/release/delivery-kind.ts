// What a delivery sends: the release itself, an update of one the stores already have, or its takedown.

/**
 * 'release': the first delivery. 'update': the whole release again (ERN 4 messages are statements of truth: a store
 * replaces what it holds with the newest message). 'takedown': the release message without deals, which a store reads
 * as "no longer available" (never a PurgeReleaseMessage, which would erase the release's history there).
 */
export const DELIVERY_KINDS = ['release', 'update', 'takedown'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** Stores ask for updates at least two business days before the change is to show (a new release: the target's own lead time). */
export const UPDATE_LEAD_TIME_BUSINESS_DAYS = 2;

export const TAKEDOWN_REASON_MAX = 500;

/** How a label delivering without targets (to its configured distributor) names where a release goes. */
export const DEFAULT_TARGET_NAME = 'the stores';

export const DELIVERY_KIND_MESSAGES = {
  sendUpdate: 'Send update',
  takeDown: 'Take down',
  confirmUpdate: 'Send the whole release to every store again, as it now is? Stores replace what they hold with it.',
  confirmTakedown: 'Take this release down from the stores ticked below? Their deals are removed; the other stores keep it as it is.',
  storesLabel: 'Take it down from',
  reasonLabel: 'Reason',
  reasonShownLabel: 'The artist may read the reason',
  confirmRedeliver:
    'This release was taken down from a store. Send it to every store again? Its deals come back and the stores offer it again; the artist no longer reads it as removed.',
  cancel: 'Cancel',
  takenDown: 'Takedown',
  updateSent: 'Update',
  notDeliveredYet: 'Only a release the stores already have can be updated or taken down: deliver it first',
  takedownReasonMissing: 'Say why the release is taken down (the artist reads it)',
  takedownReasonTooLong: `A takedown reason can be at most ${TAKEDOWN_REASON_MAX} characters`,
  takedownStoresMissing: 'Choose at least one store to take the release down from',
  takedownStoreUnknown: (id: string) => `No store of the label has the id "${id}": the release was not taken down`,
  resend: 'Resend',
  resendStoreUnknown: (id: string) => `No store of the label has the id "${id}": nothing was sent`,
  resendNeverSent: (store: string) => `${store} was never sent this release: deliver it first`,
  takenDownHere: (reason: string, shown: boolean) => `Taken down: ${reason}${shown ? '' : ' (not shown to the artist)'}`,
  updateQueuedTo: (stores: readonly string[]) => `Update queued to ${stores.join(', ')}`,
} as const;

/** The reason staff give for a takedown, trimmed; a message in words when it is missing or too long. */
export function checkTakedownReason(reason: unknown): { ok: true; reason: string } | { ok: false; message: string } {
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed === '') return { ok: false, message: DELIVERY_KIND_MESSAGES.takedownReasonMissing };
  if (trimmed.length > TAKEDOWN_REASON_MAX) return { ok: false, message: DELIVERY_KIND_MESSAGES.takedownReasonTooLong };
  return { ok: true, reason: trimmed };
}

/**
 * The stores a takedown names: every target when none are named, else each named one, known and given once; a
 * message in words for an empty list or an unknown id.
 */
export function checkTakedownTargets(
  named: readonly string[] | undefined,
  known: readonly string[],
): { ok: true; targetIds: string[] } | { ok: false; message: string } {
  if (named === undefined) return { ok: true, targetIds: [...known] };
  if (named.length === 0) return { ok: false, message: DELIVERY_KIND_MESSAGES.takedownStoresMissing };
  const unknown = named.find((id) => !known.includes(id));
  if (unknown !== undefined) return { ok: false, message: DELIVERY_KIND_MESSAGES.takedownStoreUnknown(unknown) };
  return { ok: true, targetIds: [...new Set(named)] };
}

/** An update or takedown needs a release the stores have: one delivered at least once. */
export const canChangeDelivered = (delivery: { deliveredAt: Date | null } | null): boolean => delivery?.deliveredAt != null;
