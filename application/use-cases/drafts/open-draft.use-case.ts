import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { DraftOrigin, DraftRecord, DraftRepository } from '../../ports/draft.repository.port';
import type { InvitedArtist } from '../../ports/invitation.repository.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { ValidateLinksUseCase } from '../invitations/validate-links.use-case';
import { prefilledAnswers } from './draft-prefill';
import { answersFromSubmission } from './answers-from-submission';
import { DRAFT_MESSAGES } from '../../../domain/drafts';
import { UseCaseError } from '../public-flow/use-case-error';
import { SUBMISSION_NOT_FOUND } from '../profile/profile.errors';
import type { SubmissionRepository } from '../../ports/submission.repository.port';
import { ARTIST_TRANSITIONS, normaliseStatus } from '../../../domain/status';

export interface DraftTimes {
  /** A draft nobody saves for this long is deleted with its files. */
  ttlDays: number;
}

export interface OpenDraftDeps {
  drafts: DraftRepository;
  invitations: InvitationRepository;
  links: ValidateLinksUseCase;
  profiles: ArtistProfileRepository;
  submissions: SubmissionRepository;
  tokens: OpaqueTokens;
  clock: Clock;
  newSessionId: () => string;
  times: DraftTimes;
}

export interface OpenDraftRequest {
  /** The signed-in artist, if any. */
  artistId: string | null;
  invitationToken?: string;
  returningToken?: string;
  /** Start another, empty draft even when the artist has one open. */
  fresh?: boolean;
  /** Rework the signed-in artist's submission (In Progress or Changes Requested) in the wizard. */
  fromSubmissionId?: string;
}

export interface OpenedDraft {
  draft: DraftRecord;
  /** A private resume token for callers who are not the signed-in owner (kept by the browser, never stored plain). */
  resumeToken: string | null;
}

export function draftExpiry(now: Date, times: DraftTimes): Date {
  return new Date(now.getTime() + times.ttlDays * 86_400_000);
}

/**
 * POST /api/drafts: the artist's open draft, or a new one. Invitation and returning links (checked here, never
 * stored) and a signed-in account lead to the artist's own draft, pre-filled with what the label knows.
 */
export class OpenDraftUseCase {
  constructor(private readonly deps: OpenDraftDeps) {}

  async execute(request: OpenDraftRequest): Promise<OpenedDraft> {
    const d = this.deps;
    if (request.fromSubmissionId) return { draft: await this.openRework(request.fromSubmissionId, request.artistId), resumeToken: null };
    const link = await this.linkOf(request);
    const artistId = link?.artist.id ?? request.artistId;
    const existing = artistId && !request.fresh ? await d.drafts.findLatestOfArtist(artistId) : null;
    const draft = existing ?? (await this.create(link, artistId));
    if (link?.kind === 'invitation' && draft.invitationId !== link.id) {
      await d.drafts.attach(draft.id, { invitationId: link.id });
      draft.invitationId = link.id;
    }
    if (link?.kind === 'returning' && !draft.invitationId && draft.returningLinkId !== link.id) {
      await d.drafts.attach(draft.id, { returningLinkId: link.id });
      draft.returningLinkId = link.id;
    }
    const ownerSignedIn = !!request.artistId && request.artistId === draft.artistId;
    return { draft, resumeToken: ownerSignedIn ? null : await this.issueResumeToken(draft.id) };
  }

  /** A private link to the draft (stored hashed), valid as long as the draft would be kept. */
  async issueResumeToken(draftId: string): Promise<string> {
    const token = this.deps.tokens.generate();
    await this.deps.drafts.addResumeLink(draftId, this.deps.tokens.digest(token), draftExpiry(this.deps.clock.now(), this.deps.times));
    return token;
  }

  /** The draft reworking a submission: one per submission, started from what was sent. */
  private async openRework(submissionId: string, artistId: string | null): Promise<DraftRecord> {
    const d = this.deps;
    if (!artistId) throw new UseCaseError('unauthorized', DRAFT_MESSAGES.signInToRework);
    const submission = await d.submissions.find(submissionId);
    if (!submission || submission.artistId !== artistId) throw new UseCaseError('not_found', SUBMISSION_NOT_FOUND);
    const status = normaliseStatus(submission.status);
    if (!status || !ARTIST_TRANSITIONS[status]) throw new UseCaseError('conflict', DRAFT_MESSAGES.notReworkable(submission.status));
    const existing = await d.drafts.findOfSubmission(submissionId);
    if (existing) return existing;
    const now = d.clock.now();
    return d.drafts.create({
      formSessionId: d.newSessionId(),
      artistId,
      invitationId: null,
      returningLinkId: null,
      submissionId,
      origin: status === 'changes requested' ? 'changes-requested' : 'account',
      answers: answersFromSubmission(submission),
      wizard: { step: 0, extras: {} },
      createdAt: now,
      expiresAt: draftExpiry(now, d.times),
    });
  }

  private async linkOf(request: OpenDraftRequest) {
    if (request.invitationToken) {
      const invitation = await this.deps.links.invitation(request.invitationToken);
      return { kind: 'invitation' as const, id: invitation.id, artist: invitation.artist };
    }
    if (request.returningToken) {
      const link = await this.deps.links.returning(request.returningToken);
      return { kind: 'returning' as const, id: link.id, artist: link.artist };
    }
    return null;
  }

  private async create(
    link: { kind: 'invitation' | 'returning'; id: string; artist: InvitedArtist } | null,
    artistId: string | null,
  ): Promise<DraftRecord> {
    const d = this.deps;
    const now = d.clock.now();
    const artist = link?.artist ?? (artistId ? await d.invitations.findArtistById(artistId) : undefined);
    const origin: DraftOrigin = link?.kind ?? (artist ? 'account' : 'open');
    const answers = artist ? prefilledAnswers(artist, await d.profiles.find(artist.id)) : {};
    return d.drafts.create({
      formSessionId: d.newSessionId(),
      artistId: artist?.id ?? null,
      invitationId: link?.kind === 'invitation' ? link.id : null,
      returningLinkId: link?.kind === 'returning' ? link.id : null,
      submissionId: null,
      origin,
      answers,
      wizard: { step: 0, extras: {} },
      createdAt: now,
      expiresAt: draftExpiry(now, d.times),
    });
  }
}
