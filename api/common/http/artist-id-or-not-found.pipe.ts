import { Inject, Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { isUUID } from 'class-validator';
import {
  ARTIST_CREDENTIAL_REPOSITORY,
  type ArtistCredentialRepository,
} from '../../../application/ports/artist-credential.repository.port';
import { AppError } from '../../../application/errors/app-error';

const ARTIST_CODE = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

/**
 * A path's artist as staff name it: the artist ID they see (`ART-…`, any case) or the internal UUID. Either becomes
 * the UUID; anything else, or an unknown artist, answers 404 with `message`.
 */
export function artistIdOrNotFound(message: string): Type<PipeTransform<string, Promise<string>>> {
  @Injectable()
  class ArtistIdOrNotFound implements PipeTransform<string, Promise<string>> {
    constructor(@Inject(ARTIST_CREDENTIAL_REPOSITORY) private readonly credentials: ArtistCredentialRepository) {}

    async transform(value: string): Promise<string> {
      if (isUUID(value)) return value;
      const artist = ARTIST_CODE.test(value) ? await this.credentials.findByArtistCode(value) : undefined;
      if (!artist) throw new AppError('not_found', message);
      return artist.artistId;
    }
  }
  return ArtistIdOrNotFound;
}
