import type { ArtistSignInRequest, StaffSignInRequest } from '../../contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SIGN_IN_MESSAGES } from '../../domain/access';

export class ArtistSignInDto implements ArtistSignInRequest {
  @ApiProperty({ description: 'The artist ID from the invitation mail', example: 'AR-7K2Q9' })
  @IsString()
  @IsNotEmpty({ message: SIGN_IN_MESSAGES.artistIdRequired })
  @MaxLength(64)
  artistId!: string;

  @ApiProperty({ description: 'The invitation code from the invitation mail' })
  @IsString()
  @IsNotEmpty({ message: SIGN_IN_MESSAGES.invitationCodeRequired })
  @MaxLength(128)
  invitationCode!: string;

  @ApiPropertyOptional({ description: 'API clients: return the session id as a bearer token instead of setting the cookie' })
  @IsOptional()
  @IsBoolean()
  issueBearerToken?: boolean;
}

export class StaffSignInDto implements StaffSignInRequest {
  @ApiProperty({ example: 'staff@label.example' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: SIGN_IN_MESSAGES.passwordRequired })
  @MaxLength(1024)
  password!: string;

  @ApiPropertyOptional({ description: 'API clients: return the session id as a bearer token instead of setting the cookie' })
  @IsOptional()
  @IsBoolean()
  issueBearerToken?: boolean;
}
