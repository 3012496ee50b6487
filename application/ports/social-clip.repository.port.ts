/** A social clip cut from a stored track, or the record of why it failed. */
export interface SocialClipFile {
  id: string;
  sourceUploadId: string;
  submissionId: string | null;
  clipRef: string;
  trackTitle: string;
  startSeconds: number;
  endSeconds: number;
  /** 'yyyy-MM-dd': three weeks before the single's date (domain/clips). */
  releaseDate: string | null;
  status: 'done' | 'failed';
  storageKey: string | null;
  size: number | null;
  durationSeconds: number | null;
  error: string | null;
  createdAt: Date;
}

export interface SocialClipRepository {
  save(clip: SocialClipFile): Promise<void>;
  listForSubmission(submissionId: string): Promise<SocialClipFile[]>;
  /** Clips cut from the source upload between the same times (a re-cut replaces them). */
  findCuts(sourceUploadId: string, startSeconds: number, endSeconds: number): Promise<SocialClipFile[]>;
  delete(id: string): Promise<void>;
}
export const SOCIAL_CLIP_REPOSITORY = Symbol('SocialClipRepository');
