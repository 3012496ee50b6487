import type { AllocationEntry, MasterShare } from './allocation.types';

/** Money held in escrow for a payee's share of a track, from an earlier statement. */
export interface HeldEscrow {
  reportId: string;
  currency: string;
  trackId: string;
  releaseId: string | null;
  payee: string;
  minor: bigint;
}

/**
 * Escrow whose share is agreed now is paid into this statement: the escrow gives it back (negative 'escrow') and the
 * payee receives it ('escrow-release'), both on the report that earned it, so its total is unchanged.
 */
export function releaseEscrow(held: readonly HeldEscrow[], sharesOf: (trackId: string) => readonly MasterShare[]): AllocationEntry[] {
  const released: AllocationEntry[] = [];
  for (const escrow of held) {
    const agreed = sharesOf(escrow.trackId).some((share) => share.payee === escrow.payee && share.agreed);
    if (!agreed || escrow.minor === 0n) continue;
    const base = { ...escrow, store: '', country: '', month: '' };
    released.push({ ...base, kind: 'escrow', minor: -escrow.minor }, { ...base, kind: 'escrow-release', minor: escrow.minor });
  }
  return released;
}
