import type { CreateItemDto } from '../../../api/submissions/create-item.dto';
import type { SubmissionFormDto } from '../../../api/submissions/form-data.dto';
import { toSubmitCommand } from '../../../api/submissions/submission.mapper';
import type { SubmissionDraft } from '../../../application/ports/submission.repository.port';
import { aSubmission } from './submission.builder';

/** Nova Lane's 'Night Drive' as the API hands it to the repository: the built wizard post, mapped by the API's own mapper. */
export function aSubmissionDraft(overrides: Partial<SubmissionDraft> = {}, options: { tracks?: number } = {}): SubmissionDraft {
  const built = aSubmission({ tracks: options.tracks ?? 2 });
  const dto = { ...built, formSession: 'session:s1' } as CreateItemDto & { formData: SubmissionFormDto };
  const { form } = toSubmitCommand(dto, new Date('2025-06-02T10:00:00Z'));
  return {
    ...form,
    artistId: null,
    source: 'open',
    formSessionId: 's1',
    invitationId: null,
    returningLinkId: null,
    boardItemId: null,
    botScore: null,
    ...overrides,
  };
}
