import type { UpdateProfileRequest } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { PROFILE_BIOGRAPHY_MAX, PROFILE_LINK_MAX, PROFILE_TEXT_MAX } from '../../domain/profile';
import { Optional } from '../common/http/optional.decorator';

const text = (max: number) => [Optional(), IsString(), MaxLength(max)];
function Text(max = PROFILE_TEXT_MAX): PropertyDecorator {
  return (target, key) => text(max).forEach((decorate) => decorate(target, key));
}

/** Every editable field of the artist profile (artist-portal §3); absent fields are left unchanged. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional() @Text() name?: string;
  @ApiPropertyOptional() @Text() artistName?: string;
  @ApiPropertyOptional() @Text() nationality?: string;
  @ApiPropertyOptional() @Text() country?: string;
  @ApiPropertyOptional() @Text() city?: string;
  @ApiPropertyOptional() @Text(PROFILE_BIOGRAPHY_MAX) biography?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) spotifyProfile?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) appleMusicProfile?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) soundcloudProfile?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) instagramProfile?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) tiktokProfile?: string;
  @ApiPropertyOptional({ description: 'http(s) link' }) @Text(PROFILE_LINK_MAX) website?: string;
  @ApiPropertyOptional() @Text() pplId?: string;
  @ApiPropertyOptional() @Text() prsId?: string;
}
