import type {
  DeliveryTrack,
  ReleaseForDelivery,
  ReleaseForDeliveryReader,
  ReleaseReadOptions,
} from '../../../application/ports/release-for-delivery.port';
import type { StoreAudio } from './store-audio';

/**
 * The release as stores receive it: every track's file in the target's audio format (WAV format 1 by default), so
 * each package that is delivered or downloaded names, sizes and hashes the file that actually goes out.
 */
export class StoreAudioReleaseReader implements ReleaseForDeliveryReader {
  constructor(
    private readonly stored: ReleaseForDeliveryReader,
    private readonly audio: StoreAudio,
  ) {}

  async read(submissionId: string, options: ReleaseReadOptions = {}): Promise<ReleaseForDelivery | null> {
    const release = await this.stored.read(submissionId);
    if (!release) return null;
    const tracks: DeliveryTrack[] = [];
    // One track at a time: a rendition is a full pass over a file of up to 2 GB.
    for (const track of release.tracks)
      tracks.push({ ...track, audio: await this.audio.prepare(track.audio, options.audioFormat ?? 'wav') });
    return { ...release, tracks };
  }
}
