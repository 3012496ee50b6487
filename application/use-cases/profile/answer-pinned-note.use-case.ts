import { checkPinAnswer, isPinnedFieldRef, type PinAnswer, PIN_MESSAGES } from '../../../domain/review-pins';
import type { Clock } from '../../ports/clock.port';
import type { SubmissionReviewRepository } from '../../ports/submission-review.repository.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { ownSubmission } from './own-submission';

export interface AnswerPinnedNoteDeps {
  reviews: SubmissionReviewRepository;
  clock: Clock;
}

/**
 * The artist answers a note staff pinned to a field that the field is right as it is (spec: pinned change notes).
 * The answer lifts the note's hold on the resubmission and staff read it beside their note.
 */
export class AnswerPinnedNoteUseCase {
  constructor(private readonly deps: AnswerPinnedNoteDeps) {}

  async execute(artistId: string, submissionId: string, field: string, text: string): Promise<PinAnswer> {
    const submission = await ownSubmission(this.deps.reviews, artistId, submissionId);
    const checked = checkPinAnswer(text);
    if (!checked.ok) throw new UseCaseError('invalid', checked.message, [{ field: 'answer', message: checked.message }]);
    // Only the open request's notes: the latest decision, by staff, that put the release where it is now.
    const [latest] = await this.deps.reviews.reviews(submissionId);
    const open = latest?.actor === 'staff' && latest.toStatus.toLowerCase() === submission.status.toLowerCase();
    const answer = { text: checked.text, at: this.deps.clock.now().toISOString() };
    if (!open || !isPinnedFieldRef(field) || !(await this.deps.reviews.answerPin(latest.id, field, answer))) {
      throw new UseCaseError('invalid', PIN_MESSAGES.notPinned, [{ field: 'field', message: PIN_MESSAGES.notPinned }]);
    }
    return answer;
  }
}
