import type { SocialClipPayload, TrackPayload } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsObject } from 'class-validator';
import { TEXT_LIMITS as MAX, COUNT_LIMITS } from '../../domain/forms';
import { TRACK_FIELDS as FIELD, type TrackFields } from '../../domain/tracks';
import { TrackCreditsDto } from './credits.dto';
import { type AssertCovered, DeclaredField, type DtoCovers } from './declared-field.decorator';
import { OptionalFlag, OptionalList, OptionalNested, OptionalText } from './dto-fields';
import { Optional } from '../common/http/optional.decorator';

export class SocialClipDto implements SocialClipPayload {
  @OptionalText(MAX.id) id?: string;
  @OptionalText(MAX.clipTime, 'mm:ss') startTime?: string;
  @OptionalText(MAX.clipTime, 'mm:ss') endTime?: string;
  @OptionalText(MAX.clipDescription) description?: string;
}

/** public flow §3 Track; upload-progress fields of the browser are accepted and ignored. */
export class TrackDto implements TrackPayload {
  @OptionalText(MAX.id) id?: string;
  @DeclaredField(FIELD.title) title?: string;
  @OptionalText(MAX.id, 'The upload id returned by the upload calls') fileId?: string;
  @OptionalText(MAX.fileName) fileName?: string;
  @OptionalText(MAX.fileName) bucketName?: string;
  @OptionalText(MAX.url) url?: string;
  @OptionalFlag() isUploading?: boolean;
  @ApiPropertyOptional() @Optional() @IsNumber() uploadProgress?: number;
  @OptionalFlag() uploadFailed?: boolean;
  @ApiPropertyOptional({ description: 'Browser-side audio metadata (ignored)' }) @Optional() @IsObject() metadata?: Record<string, unknown>;
  @DeclaredField(FIELD.releaseAsSingle) releaseAsSingle?: boolean;
  @DeclaredField(FIELD.singleReleaseDate) singleReleaseDate?: string | null;
  @DeclaredField(FIELD.singleOrder) singleOrder?: number | null;
  @OptionalText(MAX.isoDate) releaseDate?: string;
  @DeclaredField(FIELD.useCustomArtwork) useCustomArtwork?: boolean;
  @OptionalText(MAX.id) customArtworkFileId?: string;
  @OptionalText(MAX.url) customArtworkUrl?: string;
  @DeclaredField(FIELD.socialClipsEnabled) socialClipsEnabled?: boolean;
  @DeclaredField(FIELD.version) version?: string;
  @DeclaredField(FIELD.lyricsLanguage) lyricsLanguage?: string | null;
  @DeclaredField(FIELD.isrc) isrc?: string | null;
  @DeclaredField(FIELD.instrumental) instrumental?: boolean;
  @DeclaredField(FIELD.containsAi) containsAi?: TrackFields['containsAi'];
  @OptionalList(() => SocialClipDto, COUNT_LIMITS.socialClipsSent) socialClips?: SocialClipDto[];
  @OptionalNested(() => TrackCreditsDto) credits?: TrackCreditsDto;
}

/** Fails to compile while TrackDto lacks a field of the wire's track (a field declared in domain/tracks). */
export type TrackDtoCoversWire = AssertCovered<
  DtoCovers<TrackPayload, TrackDto, 'TrackDto (api/submissions/track.dto.ts): a property with @DeclaredField(TRACK_FIELDS.<field>)'>
>;
