import type { ArtistSignInRequest, LostCodeRequest, StaffSignInRequest } from '../../wire';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SIGN_IN_MESSAGES } from '../../domain/access';
import { IsDomainEmail } from '../common/http/domain-email.decorator';
import { Optional } from '../common/http/optional.decorator';

/**
 * A credential typed at sign-in: a non-empty string of at most `max` characters (`empty`: the message when blank).
 * Listed bottom-up, as stacked decorators run, so a field's messages keep their order.
 */
const Credential = (max: number, empty: string | undefined, doc: ApiPropertyOptions = {}) =>
  applyDecorators(MaxLength(max), IsNotEmpty(empty === undefined ? undefined : { message: empty }), IsString(), ApiProperty(doc));

/** API clients sign in for a bearer token instead of the session cookie. */
const IssueBearerToken = () =>
  applyDecorators(
    IsBoolean(),
    Optional(),
    ApiPropertyOptional({ description: 'API clients: return the session id as a bearer token instead of setting the cookie' }),
  );

export class ArtistSignInDto implements ArtistSignInRequest {
  @Credential(64, SIGN_IN_MESSAGES.artistIdRequired, { description: 'The artist ID from the invitation mail', example: 'AR-7K2Q9' })
  artistId!: string;

  @Credential(128, SIGN_IN_MESSAGES.invitationCodeRequired, { description: 'The invitation code from the invitation mail' })
  invitationCode!: string;

  @IssueBearerToken() issueBearerToken?: boolean;
}

export class StaffSignInDto implements StaffSignInRequest {
  @Credential(254, undefined, { example: 'staff@label.example' }) email!: string;
  @Credential(1024, SIGN_IN_MESSAGES.passwordRequired) password!: string;
  @IssueBearerToken() issueBearerToken?: boolean;
}

export class LostCodeDto implements LostCodeRequest {
  @ApiProperty({ description: 'The address the invitation was sent to', example: 'artist@example.com' })
  @IsString()
  @MaxLength(254)
  @IsDomainEmail()
  email!: string;
}
