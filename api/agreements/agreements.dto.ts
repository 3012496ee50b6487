import type { CreateAgreementRequest } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';

/** artist-portal §7: the body the dashboard sends; the artist is taken from the session and must match it. */
export class CreateAgreementDto implements CreateAgreementRequest {
  @ApiPropertyOptional({ description: 'The artist ID (or user id) of the signed-in artist' })
  @Optional()
  @IsString()
  @MaxLength(64)
  artistId?: string;

  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(200) artistName?: string;

  @ApiPropertyOptional() @Optional() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254) artistEmail?: string;
}
