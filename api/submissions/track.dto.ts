import type { SocialClipPayload, TrackPayload } from '../../contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsObject, IsOptional, ValidateIf } from 'class-validator';
import { TrackCreditsDto } from './credits.dto';
import { OptionalFlag, OptionalInt, OptionalList, OptionalNested, OptionalText } from './dto-fields';

export class SocialClipDto implements SocialClipPayload {
  @OptionalText(100) id?: string;
  @OptionalText(5, 'mm:ss') startTime?: string;
  @OptionalText(5, 'mm:ss') endTime?: string;
  @OptionalText(500) description?: string;
}

/** public flow §3 Track; upload-progress fields of the browser are accepted and ignored. */
export class TrackDto implements TrackPayload {
  @OptionalText(100) id?: string;
  @OptionalText(200) title?: string;
  @OptionalText(100, 'The upload id returned by the upload calls') fileId?: string;
  @OptionalText(255) fileName?: string;
  @OptionalText(255) bucketName?: string;
  @OptionalText(2000) url?: string;
  @OptionalFlag() isUploading?: boolean;
  @ApiPropertyOptional() @IsOptional() @IsNumber() uploadProgress?: number;
  @OptionalFlag() uploadFailed?: boolean;
  @ApiPropertyOptional({ description: 'Browser-side audio metadata (ignored)' }) @IsOptional() @IsObject() metadata?: Record<
    string,
    unknown
  >;
  @OptionalFlag() releaseAsSingle?: boolean;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @ValidateIf((_, v) => v !== null) @OptionalText(10) singleReleaseDate?:
    string | null;
  @ApiPropertyOptional({ nullable: true }) @IsOptional() @ValidateIf((_, v) => v !== null) @OptionalInt(1, 100) singleOrder?: number | null;
  @OptionalText(10) releaseDate?: string;
  @OptionalFlag() useCustomArtwork?: boolean;
  @OptionalText(100) customArtworkFileId?: string;
  @OptionalText(2000) customArtworkUrl?: string;
  @OptionalFlag() socialClipsEnabled?: boolean;
  @OptionalList(() => SocialClipDto, 10) socialClips?: SocialClipDto[];
  @OptionalNested(() => TrackCreditsDto) credits?: TrackCreditsDto;
}
