import type { SubmissionDraft } from '../../ports/submission.repository.port';
import type { BotEvidence } from '../public-flow/bot-check';

/** What the API hands to SubmitReleaseUseCase: the parsed form plus the tokens and bot evidence. */
export interface SubmitReleaseCommand {
  form: Omit<SubmissionDraft, 'artistId' | 'source' | 'formSessionId' | 'invitationId' | 'returningLinkId' | 'boardItemId' | 'botScore'>;
  invitationToken: string | null;
  returningToken: string | null;
  bot: BotEvidence;
  /**
   * A stored draft's owner, resolved when the draft was opened: the artist, and the invitation or returning link it
   * came through. Takes the place of the tokens (a draft never keeps them).
   */
  owner?: DraftOwner;
}

export interface DraftOwner {
  artistId: string | null;
  invitationId: string | null;
  returningLinkId: string | null;
}

export interface SubmitReleaseResult {
  submissionId: string;
  boardItemId: string | null;
  /** 'queued': the board item will be created by the worker; 'updating': the invited artist's item is updated. */
  board: 'queued' | 'updating';
}
