// Where one person's agreement to one track's split sheet stands.
export const CONSENT_STATES = ['asked', 'opened', 'agreed', 'declined', 'expired'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** States from which the person may still agree or decline (through their link). */
export const ANSWERABLE_STATES: readonly ConsentState[] = ['asked', 'opened'];

export function isAnswerable(state: ConsentState): boolean {
  return ANSWERABLE_STATES.includes(state);
}

/** Staff may mark a share agreed offline unless it is agreed already. */
export function canMarkAgreedOffline(state: ConsentState): boolean {
  return state !== 'agreed';
}

export interface ConsentTally {
  agreed: number;
  waiting: number;
  declined: number;
  expired: number;
}

export function tallyConsents(states: readonly ConsentState[]): ConsentTally {
  const tally: ConsentTally = { agreed: 0, waiting: 0, declined: 0, expired: 0 };
  for (const state of states) {
    if (state === 'agreed') tally.agreed += 1;
    else if (state === 'declined') tally.declined += 1;
    else if (state === 'expired') tally.expired += 1;
    else tally.waiting += 1;
  }
  return tally;
}

/** The board's and the desk queue's splits column: 'all agreed', 'n waiting' or 'declined'; '' when nobody was asked. */
export function splitsColumn(states: readonly ConsentState[]): string {
  if (states.length === 0) return '';
  const tally = tallyConsents(states);
  if (tally.declined > 0) return 'declined';
  const waiting = tally.waiting + tally.expired;
  return waiting === 0 ? 'all agreed' : `${waiting} waiting`;
}

/** The words the desk, the artist's view and the collaborator page show for a state. */
export const CONSENT_STATE_LABELS: Record<ConsentState, string> = {
  asked: 'Asked',
  opened: 'Opened',
  agreed: 'Agreed',
  declined: 'Declined',
  expired: 'Expired',
};
