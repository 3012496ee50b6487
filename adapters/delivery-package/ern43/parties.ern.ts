import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import type { ErnNode } from './ern-node';

interface Party {
  reference: string;
  name: string;
}

/** Each named party once, with its local reference (P1, P2…): artists, contributors and the label. */
export class PartyIndex {
  private readonly parties = new Map<string, Party>();

  constructor(release: ReleaseForDelivery) {
    this.add(release.displayArtist);
    for (const track of release.tracks) {
      this.add(track.displayArtist);
      for (const contributor of track.contributors) this.add(contributor.name);
    }
    this.add(release.labelName);
  }

  /** The reference of a name the release carries. */
  of(name: string): string {
    const party = this.parties.get(PartyIndex.key(name));
    if (!party) throw new Error(`No party named '${name}' in the release`);
    return party.reference;
  }

  toPartyList(): ErnNode {
    return {
      Party: [...this.parties.values()].map((party) => ({ PartyReference: party.reference, PartyName: { FullName: party.name } })),
    };
  }

  private add(name: string): void {
    const key = PartyIndex.key(name);
    if (!this.parties.has(key)) this.parties.set(key, { reference: `P${this.parties.size + 1}`, name: name.trim() });
  }

  /** One party per name, whatever its spacing or case. */
  private static key(name: string): string {
    return name.trim().replace(/\s+/g, ' ').toLowerCase();
  }
}
