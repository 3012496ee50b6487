import type { SubmissionDraft } from './submission.repository.port';

/** The artist's editable part of a submission: everything they answered in the wizard. */
export type SubmissionContent = Omit<
  SubmissionDraft,
  'artistId' | 'source' | 'formSessionId' | 'invitationId' | 'returningLinkId' | 'boardItemId' | 'botScore'
>;

/** Replaces a submission's answers, tracks and catalogue items in place (a resubmission); call inside a unit of work. */
export interface SubmissionContentWriter {
  replaceContent(submissionId: string, content: SubmissionContent, at: Date): Promise<void>;
}
export const SUBMISSION_CONTENT_WRITER = Symbol('SubmissionContentWriter');
