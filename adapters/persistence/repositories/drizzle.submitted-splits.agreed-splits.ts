import { and, eq, inArray } from 'drizzle-orm';
import type { AgreedSplits } from '../../../application/ports/agreed-splits.port';
import { artistPayee, collaboratorPayee, type MasterShare } from '../../../domain/statements';
import type { Database } from '../database';
import { artists, submissionCredits, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { columnsOf } from './query-helpers';
import { releaseArtist, trackRelease } from './release-joins';

const PERCENT = 100;

/**
 * The master split as the artist typed it into the submission. Nobody has agreed to it yet (that is what split
 * sheets are for), so every share is answered as not agreed and its money goes to escrow until a split sheet says so.
 */
export class DrizzleSubmittedAgreedSplits implements AgreedSplits {
  constructor(private readonly root: Database) {}

  async masterShares(trackIds: readonly string[]): Promise<Map<string, MasterShare[]>> {
    const answer = new Map<string, MasterShare[]>(trackIds.map((id) => [id, []]));
    if (trackIds.length === 0) return answer;
    const rows = await scopedDb(this.root)
      .select({
        ...columnsOf(submissionCredits, ['trackId', 'email', 'clientId', 'firstName', 'lastName', 'percentage']),
        artistId: submissions.artistId,
        artistEmail: artists.email,
      })
      .from(submissionCredits)
      .innerJoin(submissionTracks, eq(submissionTracks.id, submissionCredits.trackId))
      .innerJoin(submissions, trackRelease)
      .leftJoin(artists, releaseArtist)
      .where(
        and(
          inArray(submissionCredits.trackId, [...trackIds]),
          eq(submissionCredits.kind, 'master_split'),
          eq(submissionTracks.hasMasterSplit, true),
        ),
      )
      .orderBy(submissionCredits.position);
    for (const row of rows) {
      if (!row.percentage) continue;
      const isArtist = row.artistId !== null && row.artistEmail !== null && row.email.toLowerCase() === row.artistEmail.toLowerCase();
      const payee = isArtist && row.artistId ? artistPayee(row.artistId) : collaboratorPayee(row.email || row.clientId);
      const name = `${row.firstName} ${row.lastName}`.trim() || row.email;
      answer.get(row.trackId)?.push({ payee, name, basisPoints: row.percentage * PERCENT, agreed: false });
    }
    return answer;
  }
}
