import type { StoredSubmission } from '../../ports/submission.repository.port';
import type { QualityReport, UploadRepository } from '../../ports/upload.repository.port';

export interface FileQuality {
  /** Per track file id. */
  qualityReports: Record<string, QualityReport>;
  artworkQuality: QualityReport | null;
}

/** The uploads' quality reports: per track file id, and the main artwork's. */
export async function fileQualityOf(uploads: UploadRepository, full: StoredSubmission | undefined): Promise<FileQuality> {
  const reportOf = async (fileId: string | null) => (fileId ? ((await uploads.findById(fileId))?.quality ?? null) : null);
  const tracks = await Promise.all((full?.tracks ?? []).map(async (t) => [t.fileId, await reportOf(t.fileId)] as const));
  return {
    qualityReports: Object.fromEntries(
      tracks.filter((entry): entry is readonly [string, QualityReport] => entry[0] !== null && entry[1] !== null),
    ),
    artworkQuality: await reportOf(full?.artworkFileId ?? null),
  };
}
