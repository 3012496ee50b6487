import { Inject, Injectable } from '@nestjs/common';
import { ARTIST_PROFILE_REPOSITORY, type ArtistProfileRepository } from '../../application/ports/artist-profile.repository.port';
import { STAFF_ACCOUNT_REPOSITORY, type StaffAccountRepository } from '../../application/ports/staff-account.repository.port';
import type { SessionPrincipal } from '../../wire';
import type { Principal } from '../common/access/principal';
import { SIGN_IN_MESSAGES } from '../../domain/access';
import { AppError } from '../../application/errors/app-error';

/** The signed-in person as the web app's session user needs it (artist-portal §3 Session user). */
@Injectable()
export class MeService {
  constructor(
    @Inject(STAFF_ACCOUNT_REPOSITORY) private readonly staffAccounts: StaffAccountRepository,
    @Inject(ARTIST_PROFILE_REPOSITORY) private readonly artistProfiles: ArtistProfileRepository,
  ) {}

  async describe(principal: Principal): Promise<SessionPrincipal> {
    const { staffAccounts, artistProfiles } = this;
    if (principal.role === 'staff') {
      if (principal.id === 'api-token') return { role: 'staff', userId: principal.id, email: '', name: principal.name ?? 'API token' };
      const staff = await staffAccounts.findById(principal.id);
      if (!staff) throw new AppError('unauthorized', SIGN_IN_MESSAGES.notAuthenticated);
      return { role: 'staff', userId: staff.id, email: staff.email, name: staff.name };
    }
    const artist = await artistProfiles.find(principal.id);
    if (!artist) throw new AppError('unauthorized', SIGN_IN_MESSAGES.notAuthenticated);
    return {
      role: 'artist',
      userId: artist.artistId,
      artistId: artist.artistCode,
      email: artist.email,
      name: artist.name,
      artistName: artist.artistName,
      picture: artist.pictureKey ? '/api/profile/picture' : null,
    };
  }
}
