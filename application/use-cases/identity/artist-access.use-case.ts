import { ARTIST_ACCESS_MESSAGES } from '../../../domain/access';
import { AppError } from '../../errors/app-error';
import type { ArtistCredentialRepository } from '../../ports/artist-credential.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { SessionService } from './session-service';

/** No artist with this id: the message is the one staff see, whatever the id was. */
export class UnknownArtistAccessError extends AppError {
  constructor(readonly artistId: string) {
    super('not_found', ARTIST_ACCESS_MESSAGES.notFound);
  }
}

export interface ArtistAccessDeps {
  credentials: ArtistCredentialRepository;
  sessions: SessionService;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/** Staff cut off an artist's portal access (code revoked, every session ended) and give it back. */
export class ArtistAccessUseCase {
  constructor(private readonly deps: ArtistAccessDeps) {}

  /** The number of sessions that were ended. */
  async revoke(artistId: string): Promise<number> {
    return this.deps.unitOfWork.run(async () => {
      if (!(await this.deps.credentials.revokeCode(artistId, this.deps.clock.now()))) throw new UnknownArtistAccessError(artistId);
      return this.deps.sessions.endAllFor('artist', artistId);
    });
  }

  async restore(artistId: string): Promise<void> {
    if (!(await this.deps.credentials.restoreCode(artistId))) throw new UnknownArtistAccessError(artistId);
  }
}
