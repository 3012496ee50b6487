import type { MasterShare } from '../../domain/statements';

/**
 * What share of each track's master each payee has agreed to, and which shares are not agreed yet. Allocation pays
 * agreed shares and holds the others in escrow. The split-sheet adapter answers from each track's current sheet and
 * its holders' consents; the submitted-split adapter (nothing agreed) answers for tracks no sheet has reached yet.
 */
export interface AgreedSplits {
  /**
   * The master shares of each asked track in basis points, payee keys from `artistPayee`/`collaboratorPayee`. A track
   * without a master split answers an empty list: its master is the release artist's under their agreement.
   */
  masterShares(trackIds: readonly string[]): Promise<Map<string, MasterShare[]>>;
}
