import type { ReadSubmission } from '../../application/use-cases/drafts/submit-draft.use-case';
import { createValidationPipe } from '../common/http/validation.pipe';
import { CreateItemDto } from '../submissions/create-item.dto';
import type { SubmissionFormDto } from '../submissions/form-data.dto';
import { toSubmitCommand } from '../submissions/submission.mapper';

const validation = createValidationPipe();

/** A stored draft's answers through the create-item request validator and mapper, as if the wizard had posted them. */
export const readDraftAnswers: ReadSubmission = async (request, today) => {
  const body = (await validation.transform(request, { type: 'body', metatype: CreateItemDto, data: '' })) as CreateItemDto & {
    formData: SubmissionFormDto;
  };
  return toSubmitCommand(body, today);
};
