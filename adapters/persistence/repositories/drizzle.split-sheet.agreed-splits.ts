import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgreedSplits } from '../../../application/ports/agreed-splits.port';
import { artistPayee, collaboratorPayee, type MasterShare } from '../../../domain/statements';
import type { Database } from '../database';
import { artists, splitConsents, splitSheets, submissions, submissionTracks } from '../schema';
import { scopedDb } from '../unit-of-work';
import { releaseArtist, trackRelease } from './release-joins';
import { DrizzleSubmittedAgreedSplits } from './drizzle.submitted-splits.agreed-splits';

const PERCENT = 100;
const lower = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * The master split as the release's current split sheet states it: a share is agreed once its holder agreed to that
 * track's sheet (on their link or offline with staff); the artist who sent the release is never asked, so theirs
 * counts as agreed by sending it. A track the split sheets have not reached yet answers the submitted split, where
 * nothing is agreed, so its money waits in escrow rather than being paid on a split nobody signed.
 */
export class DrizzleSplitSheetAgreedSplits implements AgreedSplits {
  private readonly submitted: DrizzleSubmittedAgreedSplits;

  constructor(private readonly root: Database) {
    this.submitted = new DrizzleSubmittedAgreedSplits(root);
  }

  async masterShares(trackIds: readonly string[]): Promise<Map<string, MasterShare[]>> {
    const answer = await this.submitted.masterShares(trackIds);
    if (trackIds.length === 0) return answer;
    const db = scopedDb(this.root);
    const tracks = await db
      .select({
        trackId: submissionTracks.id,
        trackKey: submissionTracks.clientId,
        hasMasterSplit: submissionTracks.hasMasterSplit,
        submissionId: submissions.id,
        sender: submissions.email,
        artistId: submissions.artistId,
        artistEmail: artists.email,
      })
      .from(submissionTracks)
      .innerJoin(submissions, trackRelease)
      .leftJoin(artists, releaseArtist)
      .where(inArray(submissionTracks.id, [...trackIds]));
    const withKey = tracks.filter((t) => t.trackKey !== '');
    if (withKey.length === 0) return answer;
    // Only the release's current version counts: an older sheet's agreement does not cover a changed split.
    const sheets = await db
      .select({ id: splitSheets.id, submissionId: splitSheets.submissionId, trackKey: splitSheets.trackKey, shares: splitSheets.shares })
      .from(splitSheets)
      .where(
        and(
          inArray(splitSheets.submissionId, [...new Set(withKey.map((t) => t.submissionId))]),
          sql`${splitSheets.version} = (SELECT max(v.version) FROM split_sheets v WHERE v.submission_id = ${splitSheets.submissionId})`,
        ),
      );
    if (sheets.length === 0) return answer;
    const agreedRows = await db
      .select({ sheetId: splitConsents.sheetId, email: splitConsents.email })
      .from(splitConsents)
      .where(
        and(
          inArray(
            splitConsents.sheetId,
            sheets.map((s) => s.id),
          ),
          eq(splitConsents.state, 'agreed'),
        ),
      );
    const agreed = new Set(agreedRows.map((r) => `${r.sheetId}\u0000${lower(r.email)}`));
    for (const track of withKey) {
      const sheet = sheets.find((s) => s.submissionId === track.submissionId && s.trackKey === track.trackKey);
      if (!sheet) continue;
      const artistEmails = new Set([lower(track.artistEmail), lower(track.sender)].filter(Boolean));
      const shares = track.hasMasterSplit ? sheet.shares.filter((s) => s.kind === 'master' && s.percentage > 0) : [];
      answer.set(
        track.trackId,
        shares.map((share) => {
          const email = lower(share.email);
          const isArtist = artistEmails.has(email);
          return {
            payee: isArtist && track.artistId ? artistPayee(track.artistId) : collaboratorPayee(email),
            name: share.name || email,
            basisPoints: share.percentage * PERCENT,
            agreed: (isArtist && email === lower(track.sender)) || agreed.has(`${sheet.id}\u0000${email}`),
          };
        }),
      );
    }
    return answer;
  }
}
