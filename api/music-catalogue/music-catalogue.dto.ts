import type { VerifyArtistRequest } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { LOOKUP_MESSAGES, SPOTIFY_MESSAGES } from '../../domain/catalogue';
import { Optional } from '../common/http/optional.decorator';

export const MAX_QUERY_LENGTH = 200;
const LIMIT = /^\s*\d{1,6}\s*$/;
const LIMIT_MESSAGE = 'Limit must be a whole number';
const QUERY_MESSAGE = `Search query must be at most ${MAX_QUERY_LENGTH} characters`;

/** GET /api/spotify/search/artists (limit default 10, capped at 50). */
export class SearchArtistsQueryDto {
  @ApiPropertyOptional({ description: 'Search text (required, non-blank)', maxLength: MAX_QUERY_LENGTH })
  @Optional()
  @IsString()
  @MaxLength(MAX_QUERY_LENGTH, { message: QUERY_MESSAGE })
  q?: string;

  @ApiPropertyOptional({ description: 'Results wanted: default 10, capped at 50', example: '8' })
  @Optional()
  @IsString()
  @Matches(LIMIT, { message: LIMIT_MESSAGE })
  limit?: string;
}

/** GET /api/spotify/search/music. */
export class SearchMusicQueryDto extends SearchArtistsQueryDto {
  @ApiPropertyOptional({ description: "'track', 'album' or 'track,album' (default both)", example: 'track,album' })
  @Optional()
  @IsString()
  @MaxLength(20, { message: LOOKUP_MESSAGES.searchType })
  type?: string;
}

/** POST /api/spotify/verify/artist. */
export class VerifyArtistDto implements Partial<VerifyArtistRequest> {
  @ApiPropertyOptional({ description: 'A Spotify artist link', example: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF' })
  @Optional()
  @IsString()
  @MaxLength(2000, { message: SPOTIFY_MESSAGES.artistUrlInvalid })
  artistUrl?: string;
}

export function limitOf(query: { limit?: string }): number | undefined {
  return query.limit === undefined ? undefined : Number(query.limit.trim());
}
