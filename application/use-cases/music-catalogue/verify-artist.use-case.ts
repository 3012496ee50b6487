import { parseSpotifyLink, SPOTIFY_MESSAGES, spotifyArtistLinkMessage } from '../../../domain/catalogue';
import type { FieldIssue } from '../../../domain/shared';
import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import { invalid, lookup } from './catalogue-lookup';

export interface ArtistVerification {
  valid: boolean;
  artistName: string | null;
  artistImage: string | null;
  error: string | null;
}

/** Checks a pasted artist link (public flow §5): its shape first, then that the artist exists. */
export class VerifyArtistUseCase {
  constructor(private readonly deps: { catalogue: MusicCatalogue }) {}

  /** What is wrong with the link's shape, if anything (checked before any lookup). */
  linkProblem(artistUrl: string | undefined): FieldIssue | null {
    const message = spotifyArtistLinkMessage(artistUrl);
    return message ? { field: 'artistUrl', message } : null;
  }

  async execute(artistUrl: string | undefined): Promise<ArtistVerification> {
    const problem = this.linkProblem(artistUrl);
    if (problem) throw invalid(problem.field, problem.message);
    const link = parseSpotifyLink(artistUrl);
    const artist = link ? await lookup(() => this.deps.catalogue.getArtist(link.id)) : undefined;
    if (!artist) return { valid: false, artistName: null, artistImage: null, error: SPOTIFY_MESSAGES.verifyFailed };
    return { valid: true, artistName: artist.name, artistImage: artist.image || null, error: null };
  }
}
