import type { LabelCopyResponse } from '../../../wire/label-copy.wire';
import type { LabelCopyRepository } from '../../ports/label-copy.repository.port';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';
import { toLabelCopyResponse } from './label-copy.view';

/** The desk's Label copy panel: a release's values as stored, with the label's defaults for the blank ones. */
export class GetLabelCopyUseCase {
  constructor(private readonly deps: { labelCopy: LabelCopyRepository; labelName: string }) {}

  async execute(submissionId: string): Promise<LabelCopyResponse> {
    const stored = await this.deps.labelCopy.read(submissionId);
    if (!stored) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    return toLabelCopyResponse(stored, this.deps.labelName);
  }
}
