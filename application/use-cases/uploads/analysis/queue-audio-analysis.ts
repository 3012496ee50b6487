import type { JobQueue } from '../../../ports/job-queue.port';
import type { UploadKind, UploadRepository } from '../../../ports/upload.repository.port';

/** Marks a just-stored WAV's analysis as queued and enqueues the durable job that runs it (once per file). */
export async function queueAudioAnalysis(
  deps: { jobs: JobQueue; uploads: UploadRepository },
  file: { id: string; kind: UploadKind },
): Promise<void> {
  if (file.kind !== 'audio') return;
  await deps.uploads.saveAnalysis(file.id, { status: 'pending' });
  await deps.jobs.enqueue({ kind: 'audio.analyse', payload: { fileId: file.id }, dedupeKey: file.id });
}
