import type { UploadRecord } from '../../ports/upload.repository.port';

/** A stored file of a draft, with the file of the same draft holding the same bytes, if any. */
export interface DraftFileView {
  fileId: string;
  fileName: string;
  kind: UploadRecord['kind'];
  size: number;
  sha256: string | null;
  quality: UploadRecord['quality'];
  trackTitle: string | null;
  duplicateOf: string | null;
}

export function draftFiles(uploads: UploadRecord[]): DraftFileView[] {
  const firstWithHash = new Map<string, string>();
  return [...uploads]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((u) => {
      const hash = u.sha256 ?? null;
      const twin = hash && u.kind === 'audio' ? firstWithHash.get(hash) : undefined;
      if (hash && u.kind === 'audio' && !twin) firstWithHash.set(hash, u.id);
      return {
        fileId: u.id,
        fileName: u.displayName,
        kind: u.kind,
        size: u.size,
        sha256: hash,
        quality: u.quality,
        trackTitle: u.trackTitle,
        duplicateOf: twin ?? null,
      };
    });
}

/** The track titles the answers give each uploaded audio file (the stored file takes the typed title). */
export function trackTitlesOf(answers: Record<string, unknown>): { fileId: string; title: string }[] {
  const tracks = Array.isArray(answers.tracks) ? (answers.tracks as unknown[]) : [];
  return tracks.flatMap((track) => {
    if (!track || typeof track !== 'object') return [];
    const { fileId, title } = track as { fileId?: unknown; title?: unknown };
    return typeof fileId === 'string' && typeof title === 'string' && title.trim() ? [{ fileId, title: title.trim() }] : [];
  });
}
