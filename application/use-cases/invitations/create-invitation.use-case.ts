import { validateAdminInvite } from '../../../domain/forms';
import { isSameArtistName, REINVITE_MESSAGES } from '../../../domain/invitations';
import { addCalendarDays } from '../../../domain/shared';
import type { Clock } from '../../ports/clock.port';
import type { InvitationHook, InvitationMailSection } from '../../ports/invitation-hook.port';
import type { InvitationRepository, InvitedArtist } from '../../ports/invitation.repository.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { BOARD_JOBS } from '../board/board-jobs';
import { UseCaseError } from '../public-flow/use-case-error';

export interface CreateInvitationInput {
  artistName: string;
  firstName: string;
  surname: string;
  email: string;
  invitationReason: string;
}

export interface CreateInvitationResult {
  invitationId: string;
  artist: InvitedArtist;
  /** The raw token exists only here and in the mail; we store its hash. */
  token: string;
  link: string;
  expiresAt: Date;
  /** The email already belonged to this artist: they keep their portal sign-in. */
  existingArtist: boolean;
}

export const ARTIST_CODE_PREFIX = 'ART-';
export const ARTIST_CODE_LENGTH = 6;

export class CreateInvitationUseCase {
  constructor(
    private readonly deps: {
      unitOfWork: UnitOfWork;
      invitations: InvitationRepository;
      tokens: OpaqueTokens;
      mailer: Mailer;
      jobs: JobQueue;
      clock: Clock;
      publicUrl: string;
      ttlDays: number;
      hooks: readonly InvitationHook[];
    },
  ) {}

  /** `waitingListEntryId`: the entry the artist is invited from; its board item becomes the invitation's. */
  async execute(input: CreateInvitationInput, createdBy: string, waitingListEntryId?: string): Promise<CreateInvitationResult> {
    const issues = validateAdminInvite(input);
    if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
    const d = this.deps;
    const token = d.tokens.generate();
    const expiresAt = addCalendarDays(d.clock.now(), d.ttlDays);
    const link = `${d.publicUrl}/i/${token}`;
    return d.unitOfWork.run(async () => {
      const existing = await d.invitations.findArtistByEmail(input.email.trim());
      if (existing && !isSameArtistName(input.artistName, existing.artistName)) {
        throw new UseCaseError('conflict', REINVITE_MESSAGES.nameMismatch(existing.artistName));
      }
      const artist =
        existing ??
        (await d.invitations.createArtist({
          artistCode: await this.freshArtistCode(),
          email: input.email.trim(),
          firstName: input.firstName.trim(),
          surname: input.surname.trim(),
          artistName: input.artistName.trim(),
        }));
      const { id } = await d.invitations.createInvitation({
        artistId: artist.id,
        tokenHash: d.tokens.digest(token),
        reason: input.invitationReason.trim(),
        createdBy,
        expiresAt,
      });
      const sections: InvitationMailSection[] = [];
      for (const hook of d.hooks) {
        const section = await hook.afterInvitationCreated({ artist, invitationId: id, isNewArtist: !existing });
        if (section) sections.push(section);
      }
      await d.jobs.enqueue({
        kind: BOARD_JOBS.createInvitationItem,
        payload: waitingListEntryId ? { invitationId: id, entryId: waitingListEntryId } : { invitationId: id },
        dedupeKey: id,
      });
      await d.mailer.send({
        to: artist.email,
        category: 'invitation',
        subject: `${artist.artistName}, you are invited to submit your music`,
        values: { name: artist.firstName, link, expiresOn: expiresAt.toISOString().slice(0, 10), signIn: sections },
        secrets: [token, ...sections.flatMap((section) => (section.code ? [section.code] : []))],
      });
      return { invitationId: id, artist, token, link, expiresAt, existingArtist: existing !== undefined };
    });
  }

  private async freshArtistCode(): Promise<string> {
    for (let i = 0; i < 10; i += 1) {
      const code = `${ARTIST_CODE_PREFIX}${this.deps.tokens.humanCode(ARTIST_CODE_LENGTH)}`;
      if (!(await this.deps.invitations.artistCodeExists(code))) return code;
    }
    throw new Error('Could not find a free artist code');
  }
}
