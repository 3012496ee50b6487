import type { Readable } from 'node:stream';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  profilePictureExtension,
  profilePictureType,
  type ProfilePictureType,
} from '../../../domain/profile';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../ports/clock.port';
import type { ArtistProfileRepository } from '../../ports/artist-profile.repository.port';
import { type FileStorage, StorageNotFoundError } from '../../ports/file-storage.port';
import { NotFoundError } from './profile.errors';

/** The picture itself is refused; the message is shown beside the picture field. */
export class ProfilePictureError extends AppError {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'too-large',
  ) {
    super(reason === 'too-large' ? 'too_large' : 'invalid', message, { details: [{ field: 'picture', message }] });
  }
}

const typeOfKey = (key: string): ProfilePictureType => (key.endsWith('.png') ? 'image/png' : 'image/jpeg');

/** The artist's own picture: checked by content, kept through the FileStorage port, served only to its owner. */
export class ProfilePictureUseCase {
  constructor(private readonly deps: { profiles: ArtistProfileRepository; storage: FileStorage; clock: Clock }) {}

  /** Stores the new picture first, then points the profile at it, then removes the old one. */
  async replace(artistId: string, bytes: Buffer): Promise<void> {
    if (bytes.length === 0) throw new ProfilePictureError(PROFILE_PICTURE_MESSAGES.required, 'invalid');
    if (bytes.length > PROFILE_PICTURE_MAX_BYTES) throw new ProfilePictureError(PROFILE_PICTURE_MESSAGES.tooLarge, 'too-large');
    const type = profilePictureType(bytes.subarray(0, 16));
    if (!type) throw new ProfilePictureError(PROFILE_PICTURE_MESSAGES.notImage, 'invalid');
    const artist = await this.deps.profiles.find(artistId);
    if (!artist) throw new NotFoundError('Artist not found');
    const key = `profiles/${artistId}/picture-${this.deps.clock.now().getTime()}.${profilePictureExtension(type)}`;
    await this.deps.storage.put(key, bytes, { contentType: type, maxBytes: PROFILE_PICTURE_MAX_BYTES });
    try {
      await this.deps.profiles.update(artistId, { pictureKey: key });
    } catch (error) {
      await this.deps.storage.delete(key);
      throw error;
    }
    if (artist.pictureKey && artist.pictureKey !== key) await this.deps.storage.delete(artist.pictureKey);
  }

  async read(artistId: string): Promise<{ body: Readable; contentType: ProfilePictureType; size: number }> {
    const artist = await this.deps.profiles.find(artistId);
    if (!artist?.pictureKey) throw new NotFoundError(PROFILE_PICTURE_MESSAGES.notFound);
    const stat = await this.deps.storage.stat(artist.pictureKey);
    if (!stat) throw new NotFoundError(PROFILE_PICTURE_MESSAGES.notFound);
    try {
      return { body: await this.deps.storage.read(artist.pictureKey), contentType: typeOfKey(artist.pictureKey), size: stat.size };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new NotFoundError(PROFILE_PICTURE_MESSAGES.notFound);
      throw error;
    }
  }
}
