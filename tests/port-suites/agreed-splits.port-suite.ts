import { artistPayee, collaboratorPayee } from '../../domain/statements';
import type { AgreedSplits } from '../../application/ports/agreed-splits.port';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface SplitTrackInput {
  artistEmail: string;
  shares: { email: string; name: string; percentage: number }[];
}

export interface AgreedSplitsHarness extends PortSuiteHarness {
  splits: AgreedSplits;
  /** A track of a new release by a new artist, with the master split as typed; answers the track and artist ids. */
  seedTrack(input: SplitTrackInput): Promise<{ trackId: string; artistId: string }>;
  /** The payee signs their share (a split sheet); absent where agreeing cannot happen yet (the submitted split). */
  agree?: (trackId: string, email: string) => Promise<void>;
}

let seeded = 0;
const artistEmail = () => `artist-${++seeded}-${Date.now()}@example.com`;

/** What every AgreedSplits adapter answers: the submitted master split today, the split-sheet repository later. */
export function describeAgreedSplitsPortSuite(name: string, make: () => Promise<AgreedSplitsHarness>): void {
  describePortSuite('AgreedSplits', name, make, (harness) => {
    it("answers each track's shares in basis points, the artist by account and collaborators by email", async () => {
      const email = artistEmail();
      const shares = [
        { email, name: 'Nova Lane', percentage: 60 },
        { email: 'Ana.Ruiz@Example.com', name: 'Ana Ruiz', percentage: 40 },
      ];
      const { trackId, artistId } = await harness().seedTrack({ artistEmail: email, shares });
      const answer = await harness().splits.masterShares([trackId]);
      expect(answer.get(trackId)?.map(({ payee, basisPoints }) => ({ payee, basisPoints }))).toEqual([
        { payee: artistPayee(artistId), basisPoints: 6000 },
        { payee: collaboratorPayee('ana.ruiz@example.com'), basisPoints: 4000 },
      ]);
    });

    it('answers an empty list for a track without a master split and for an unknown track', async () => {
      const { trackId } = await harness().seedTrack({ artistEmail: artistEmail(), shares: [] });
      const unknown = '00000000-0000-4000-8000-000000000000';
      const answer = await harness().splits.masterShares([trackId, unknown]);
      expect([answer.get(trackId), answer.get(unknown)]).toEqual([[], []]);
    });

    it('a share is not agreed until its payee agrees, and then only theirs', async () => {
      const shares = [
        { email: 'one@example.com', name: 'One', percentage: 50 },
        { email: 'two@example.com', name: 'Two', percentage: 50 },
      ];
      const { trackId } = await harness().seedTrack({ artistEmail: artistEmail(), shares });
      const agreedNow = async () => (await harness().splits.masterShares([trackId])).get(trackId)?.map((s) => s.agreed);
      expect(await agreedNow()).toEqual([false, false]);
      const agree = harness().agree;
      if (!agree) return;
      await agree(trackId, 'one@example.com');
      expect(await agreedNow()).toEqual([true, false]);
    });
  });
}
