import type { CatalogueItemPayload, SubmissionFormPayload } from '../../contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, ValidateIf } from 'class-validator';
import { RELEASE_STRATEGIES } from '../../domain/release/release-strategy';
import { RELEASE_TYPES } from '../../domain/release/release-type';
import { UPLOAD_TYPES } from '../../domain/release/upload-type';
import { OptionalFlag, OptionalList, OptionalText, OptionalTextList } from './dto-fields';
import { TrackDto } from './track.dto';

export class CatalogueItemDto implements CatalogueItemPayload {
  @OptionalText(200) id?: string;
  @ApiPropertyOptional({ enum: ['track', 'album'] }) @IsOptional() @IsIn(['track', 'album']) type?: 'track' | 'album';
  @OptionalText(300) title?: string;
  @OptionalText(500) artist?: string;
  @OptionalText(2000) image?: string;
  @OptionalText(2000) spotifyUrl?: string;
  @OptionalText(30) releaseDate?: string;
  @ApiPropertyOptional() @IsOptional() @IsObject() albumDetails?: Record<string, unknown>;
  @ApiPropertyOptional() @IsOptional() @IsObject() trackDetails?: Record<string, unknown>;
}

/** public flow §3 Submission form, plus invitationToken / mondayItemId in invitation mode and returningToken. */
export class SubmissionFormDto implements SubmissionFormPayload {
  @OptionalText(100) firstName?: string;
  @OptionalText(100) surname?: string;
  @OptionalText(254) email?: string;
  @OptionalText(200) artistName?: string;
  @OptionalText(100) country?: string;
  @OptionalText(100) city?: string;
  @OptionalText(500) instagramProfile?: string;
  @OptionalText(500) tiktokProfile?: string;
  @OptionalFlag() noInstagram?: boolean;
  @OptionalFlag() noTikTok?: boolean;
  @OptionalText(500) spotifyProfile?: string;
  @OptionalText(50) phone?: string;
  @OptionalText(2000) listenLink?: string;
  @OptionalText(5000) projectDescription?: string;
  @OptionalText(50) submissionIntent?: string;
  @ApiPropertyOptional({ enum: UPLOAD_TYPES }) @IsOptional() @IsIn([...UPLOAD_TYPES]) uploadType?: (typeof UPLOAD_TYPES)[number];
  @ApiPropertyOptional({ enum: RELEASE_TYPES, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null && v !== '')
  @IsIn([...RELEASE_TYPES])
  releaseType?: string | null;
  @OptionalText(200) releaseTitle?: string;
  @OptionalText(100) primaryGenre?: string;
  @OptionalText(100) subGenre?: string;
  @OptionalText(10, 'yyyy-MM-dd') releaseDate?: string;
  @OptionalFlag() earlyReleaseRequest?: boolean;
  @OptionalText(2000) earlyReleaseReason?: string;
  @OptionalText(2000) influences?: string;
  @OptionalText(5000) bio?: string;
  @OptionalText(100) proNumber?: string;
  @OptionalFlag() publishingAdministrationInterest?: boolean;
  @OptionalText(200) distributor?: string;
  @OptionalList(() => CatalogueItemDto, 100) catalogueItems?: CatalogueItemDto[];
  @OptionalText(100, 'The upload id of the main artwork') artworkFileId?: string;
  @OptionalText(2000) artworkUrl?: string;
  @OptionalList(() => TrackDto, 30) tracks?: TrackDto[];
  @ApiPropertyOptional({ enum: RELEASE_STRATEGIES, nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsIn([...RELEASE_STRATEGIES])
  releaseStrategy?: string | null;
  @OptionalText(10) fullReleaseDate?: string;
  @OptionalText(200) invitationToken?: string;
  @OptionalText(100) mondayItemId?: string;
  @OptionalText(200) returningToken?: string;
}

/** Accepted as the spec lists it; the server derives the folder and file URLs from the form instead. */
export class AdditionalDataDto {
  @OptionalText(2000) mainFolderUrl?: string;
  @OptionalTextList(60, 2000) audioUrls?: string[];
  @OptionalTextList(60, 2000) imageUrls?: string[];
  @OptionalTextList(200, 2000) transferUrls?: string[];
}
