import type { DraftRepository } from '../../application/ports/draft.repository.port';
import type { InvitationHook } from '../../application/ports/invitation-hook.port';
import type { InvitationRepository } from '../../application/ports/invitation.repository.port';
import type { SubmissionContentWriter } from '../../application/ports/submission-content.port';
import type { SubmissionRepository } from '../../application/ports/submission.repository.port';
import type { WaitingListRepository } from '../../application/ports/waiting-list.repository.port';
import type { Database } from '../persistence/database';
import { DrizzleDraftRepository } from '../persistence/repositories/drizzle.draft.repository';
import { DrizzleInvitationRepository } from '../persistence/repositories/drizzle.invitation.repository';
import { DrizzleSubmissionContentWriter } from '../persistence/repositories/drizzle.submission-content.writer';
import { DrizzleSubmissionRepository } from '../persistence/repositories/drizzle.submission.repository';
import { DrizzleWaitingListRepository } from '../persistence/repositories/drizzle.waiting-list.repository';

/** How a release reaches the label: the waiting list, invitations, drafts and the submissions themselves. */
export interface SubmissionAdapters {
  waitingList: WaitingListRepository;
  invitations: InvitationRepository;
  /** Run inside CreateInvitationUseCase's transaction; other features push theirs (sign-in codes). */
  invitationHooks: InvitationHook[];
  drafts: DraftRepository;
  submissions: SubmissionRepository;
  submissionContent: SubmissionContentWriter;
}

export function buildSubmissionAdapters(db: Database): SubmissionAdapters {
  return {
    waitingList: new DrizzleWaitingListRepository(db),
    invitations: new DrizzleInvitationRepository(db),
    invitationHooks: [],
    drafts: new DrizzleDraftRepository(db),
    submissions: new DrizzleSubmissionRepository(db),
    submissionContent: new DrizzleSubmissionContentWriter(db),
  };
}
