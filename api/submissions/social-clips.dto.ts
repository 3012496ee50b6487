import type { SocialClipsRequest } from '../../contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { OptionalText } from './dto-fields';
import { SocialClipDto } from './track.dto';

export class TrackWithClipsDto {
  @OptionalText(200) title?: string;
  @OptionalText(200) artistName?: string;
  @ApiProperty() @IsString() @MinLength(1) @MaxLength(100) fileId!: string;
  @OptionalText(255) bucketName?: string;
  @OptionalText(255) fileName?: string;
  @ApiProperty({ type: () => SocialClipDto, isArray: true })
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => SocialClipDto)
  socialClips!: SocialClipDto[];
}

/** public flow §7 process-social-clips. */
export class ProcessSocialClipsDto implements SocialClipsRequest {
  @ApiProperty({ type: () => TrackWithClipsDto, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  @Type(() => TrackWithClipsDto)
  tracksWithClips!: TrackWithClipsDto[];
  @OptionalText(200) artistName?: string;
  @OptionalText(200) audioFolderId?: string;
  @OptionalText(100) mondayItemId?: string;
  @OptionalText(300, 'The signed form session the tracks were uploaded with (or be signed in as their artist)') sessionId?: string;
}
