import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { AppError } from '../../errors/app-error';
import { parseRange, type ServedFile } from '../uploads/read-upload.use-case';
import { openSplitLink } from './split-link';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type CollaboratorAudioDeps = Pick<SplitSheetsPorts, 'splitSheets' | 'submissions' | 'uploads' | 'fileStorage' | 'tokens' | 'clock'>;

/** The audio of one of the collaborator's own tracks, through their link (Range for the player's seeking). */
export class CollaboratorAudioUseCase {
  constructor(private readonly deps: CollaboratorAudioDeps) {}

  async execute(token: string, trackKey: string, rangeHeader?: string): Promise<ServedFile> {
    const d = this.deps;
    const { link, consents } = await openSplitLink(d, token);
    if (!consents.some((c) => c.trackKey === trackKey)) throw new AppError('not_found', SPLIT_SHEET_MESSAGES.linkInvalid);
    const submission = await d.submissions.find(link.submissionId);
    const track = submission?.tracks.find((t, i) => (t.clientId || `track-${i + 1}`) === trackKey);
    const upload = track?.fileId ? await d.uploads.findById(track.fileId) : null;
    if (!upload || upload.status !== 'stored') throw new AppError('not_found', 'This track has no audio');
    const range = parseRange(rangeHeader, upload.size);
    if (range === 'invalid') throw new AppError('out_of_range', 'Range not satisfiable');
    return {
      body: await d.fileStorage.read(upload.storageKey, range ?? undefined),
      size: range ? range.end - range.start + 1 : upload.size,
      totalSize: upload.size,
      range,
      contentType: upload.contentType,
      displayName: upload.displayName,
    };
  }
}
