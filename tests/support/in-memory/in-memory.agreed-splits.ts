import type { AgreedSplits } from '../../../application/ports/agreed-splits.port';
import type { MasterShare } from '../../../domain/statements';

/** Master shares held in memory, agreed one payee at a time (as a split sheet would make them). */
export class InMemoryAgreedSplits implements AgreedSplits {
  private readonly tracks = new Map<string, MasterShare[]>();

  set(trackId: string, shares: MasterShare[]): void {
    this.tracks.set(trackId, shares);
  }

  agree(trackId: string, payee: string): void {
    this.tracks.set(
      trackId,
      (this.tracks.get(trackId) ?? []).map((s) => (s.payee === payee ? { ...s, agreed: true } : s)),
    );
  }

  async masterShares(trackIds: readonly string[]): Promise<Map<string, MasterShare[]>> {
    return new Map(trackIds.map((id) => [id, (this.tracks.get(id) ?? []).map((share) => ({ ...share }))]));
  }
}
