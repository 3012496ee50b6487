import type { ArtistCredentialRepository } from '../../ports/artist-credential.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import { UseCaseError } from '../public-flow/use-case-error';
import type { IssueArtistSignInCodeUseCase } from './issue-artist-sign-in-code.use-case';
import { signInCodeMail } from './sign-in-code.mail';

export const ARTIST_NOT_FOUND = 'Artist not found';

/** Staff mail an artist a new sign-in code (the old one stops working); the code is never shown to staff. */
export class ResendSignInCodeUseCase {
  constructor(
    private readonly deps: {
      credentials: ArtistCredentialRepository;
      issueCode: IssueArtistSignInCodeUseCase;
      mailer: Mailer;
      unitOfWork: UnitOfWork;
      publicUrl: string;
    },
  ) {}

  /** The address the code was mailed to. */
  async execute(artistId: string): Promise<string> {
    const artist = await this.deps.credentials.findByArtistId(artistId);
    if (!artist) throw new UseCaseError('not_found', ARTIST_NOT_FOUND);
    await this.deps.unitOfWork.run(async () => {
      const { artistCode, invitationCode } = await this.deps.issueCode.execute(artistId);
      await this.deps.mailer.send(signInCodeMail({ ...artist, artistCode, invitationCode }, this.deps.publicUrl, 'staff-resend'));
    });
    return artist.email;
  }
}
