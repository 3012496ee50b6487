import { buildSplitSheet, type SplitSheet } from '../../../domain/split-sheets';
import type { StoredSubmission } from '../../ports/submission.repository.port';
import type { UploadRepository } from '../../ports/upload.repository.port';

/** The release's artist as the sheets name them: owner of the master unless a split says otherwise. */
export function releaseOwner(submission: StoredSubmission): { name: string; email: string } {
  const name = `${submission.firstName} ${submission.surname}`.trim() || submission.artistName;
  return { name, email: submission.email };
}

/** The sheet of every track of the release as stored now, each with its audio file's SHA-256. */
export async function drawSplitSheets(uploads: UploadRepository, submission: StoredSubmission, version: number): Promise<SplitSheet[]> {
  const owner = releaseOwner(submission);
  return Promise.all(
    submission.tracks.map(async (track, position) => {
      const audio = track.fileId ? await uploads.findById(track.fileId) : null;
      return buildSplitSheet(
        { clientId: track.clientId || `track-${position + 1}`, title: track.title, isrc: track.isrc, credits: track.credits },
        { position, version, audioSha256: audio?.sha256 ?? null },
        owner,
      );
    }),
  );
}
