import type { DraftToSend, ParsedDraft } from '../../application/use-cases/drafts/submit-draft.use-case';
import type { SubmitDraftRequest } from '../../wire';
import { createValidationPipe } from '../common/http/validation.pipe';
import { CreateItemDto } from '../submissions/create-item.dto';
import type { SubmissionFormDto } from '../submissions/form-data.dto';
import { toSubmitCommand } from '../submissions/submission.mapper';

const validation = createValidationPipe();

/** A stored draft's answers through create-item's request validator and mapper, as if the wizard had posted them. */
export async function parseDraftAnswers(draft: DraftToSend, bot: SubmitDraftRequest): Promise<ParsedDraft> {
  const request = { formData: draft.answers, formSession: bot.formSession, website: bot.website, email_confirm: bot.email_confirm };
  const body = (await validation.transform(request, { type: 'body', metatype: CreateItemDto, data: '' })) as CreateItemDto & {
    formData: SubmissionFormDto;
  };
  return { revision: draft.revision, command: (today) => toSubmitCommand(body, today) };
}
