import type { SocialClipsRequest } from '../../wire';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { OptionalText } from './dto-fields';
import { SocialClipDto } from './track.dto';
import { COUNT_LIMITS as COUNT, TEXT_LIMITS as MAX } from '../../domain/forms';

export class TrackWithClipsDto {
  @OptionalText(MAX.title) title?: string;
  @OptionalText(MAX.artistName) artistName?: string;
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(MAX.id) fileId!: string;
  @OptionalText(MAX.fileName) bucketName?: string;
  @OptionalText(MAX.fileName) fileName?: string;
  @ApiProperty({ type: () => SocialClipDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(COUNT.socialClipsSent)
  @ValidateNested({ each: true })
  @Type(() => SocialClipDto)
  socialClips!: SocialClipDto[];
}

/** public flow §7 process-social-clips. */
export class ProcessSocialClipsDto implements SocialClipsRequest {
  @ApiProperty({ type: () => TrackWithClipsDto, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(COUNT.tracks)
  @ValidateNested({ each: true })
  @Type(() => TrackWithClipsDto)
  tracksWithClips!: TrackWithClipsDto[];
  @OptionalText(MAX.artistName) artistName?: string;
  @OptionalText(MAX.title) audioFolderId?: string;
  @OptionalText(MAX.id) mondayItemId?: string;
  @OptionalText(MAX.formSession, 'The signed form session the tracks were uploaded with (or be signed in as their artist)')
  sessionId?: string;
}
