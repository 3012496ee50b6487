import type { AudioAnalysisAnswer } from '../../../../wire/audio-analysis.wire';
import { audioFindings } from '../../../../domain/files/audio-advice';
import { AUDIO_ANALYSIS_MESSAGES } from '../../../../domain/files/audio-analysis.messages';
import { UPLOAD_SERVER_MESSAGES } from '../../../../domain/files/upload.messages';
import type { FormSessionSigner } from '../../../ports/security.port';
import type { UploadRepository } from '../../../ports/upload.repository.port';
import { mayReadUpload } from '../read-upload.use-case';
import { UploadError } from '../upload-error';
import type { Requester } from '../upload-policy';

/** A stored WAV's analysis with its findings worded by the domain's table, for the file's owner and staff. */
export class ReadAudioAnalysisUseCase {
  constructor(private readonly deps: { uploads: UploadRepository; formSessions: FormSessionSigner }) {}

  async execute(fileId: string, who: { requester?: Requester; sessionToken?: string }): Promise<AudioAnalysisAnswer> {
    const record = await this.deps.uploads.findById(fileId);
    if (!record || record.status !== 'stored') throw new UploadError('not_found', UPLOAD_SERVER_MESSAGES.fileNotFound);
    if (!(await mayReadUpload(this.deps.formSessions, record, who))) throw new UploadError('forbidden', UPLOAD_SERVER_MESSAGES.notYours);
    const state = record.analysis;
    const details = record.quality?.facts ?? {};
    if (!state) return { status: 'none', message: null, analysis: null, findings: [], details };
    if (state.status === 'pending')
      return { status: 'pending', message: AUDIO_ANALYSIS_MESSAGES.pending, analysis: null, findings: [], details };
    if (state.status === 'failed') return { status: 'failed', message: state.reason, analysis: null, findings: [], details };
    return { status: 'done', message: null, analysis: state.analysis, findings: audioFindings(state.analysis), details };
  }
}
