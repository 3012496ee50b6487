import type { AudioAnalyser } from '../../../ports/audio-analyser.port';
import type { FileStorage } from '../../../ports/file-storage.port';
import type { JobContext } from '../../../ports/job-queue.port';
import { MediaRefusedError } from '../../../ports/media-inspector.port';
import type { UploadRepository } from '../../../ports/upload.repository.port';
import { audioFindings, hasBlocking } from '../../../../domain/files/audio-advice';
import { AUDIO_ANALYSIS_MESSAGES } from '../../../../domain/files/audio-analysis.messages';

/**
 * The 'audio.analyse' job: streams a stored WAV through the analyser and keeps the result with the file. A file
 * that cannot be analysed (its content, or the last try) is recorded as failed, never blocking the submission;
 * anything else (a storage outage) throws so the job retries.
 */
export class AnalyseAudioUseCase {
  constructor(private readonly deps: { storage: FileStorage; uploads: UploadRepository; analyser: AudioAnalyser }) {}

  async execute(fileId: string, context: Pick<JobContext, 'attempt' | 'maxAttempts'>): Promise<void> {
    const record = await this.deps.uploads.findById(fileId);
    if (!record || record.kind !== 'audio' || record.status !== 'stored') return;
    try {
      const analysis = await this.deps.analyser.analyse(await this.deps.storage.read(record.storageKey));
      await this.deps.uploads.saveAnalysis(fileId, { status: 'done', analysis, blocking: hasBlocking(audioFindings(analysis)) });
    } catch (error) {
      const content = error instanceof MediaRefusedError;
      const lastTry = context.maxAttempts !== null && context.attempt >= context.maxAttempts;
      if (!content && !lastTry) throw error;
      await this.deps.uploads.saveAnalysis(fileId, { status: 'failed', reason: AUDIO_ANALYSIS_MESSAGES.failed });
    }
  }
}
