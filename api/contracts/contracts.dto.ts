import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** artist-portal §7: the body the dashboard sends; the artist is taken from the session and must match it. */
export class CreateContractDto {
  @ApiPropertyOptional({ description: 'The artist ID (or user id) of the signed-in artist' })
  @IsOptional() @IsString() @MaxLength(64) artistId?: string;

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) artistName?: string;

  @ApiPropertyOptional() @IsOptional() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254) artistEmail?: string;
}

/** The signing page's form (application/x-www-form-urlencoded). */
export class SigningFormDto {
  @IsOptional() @IsString() @MaxLength(200) fullName?: string;
  @IsOptional() @IsString() @MaxLength(10) consent?: string;
  @IsOptional() @IsString() @MaxLength(64) documentSha256?: string;
  @IsIn(['sign', 'decline'], { message: 'Choose Sign or Decline' }) action!: 'sign' | 'decline';
}
