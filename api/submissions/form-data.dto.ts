import type { CatalogueItemPayload, SubmissionFormPayload } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject } from 'class-validator';
import { RELEASE_FIELDS as RELEASE, type ReleaseFields } from '../../domain/release/release-fields';
import { UPLOAD_TYPES } from '../../domain/release/upload-type';
import { type AssertCovered, DeclaredField, type DtoCovers } from './declared-field.decorator';
import { OptionalFlag, OptionalList, OptionalText, OptionalTextList } from './dto-fields';
import { TrackDto } from './track.dto';
import { TRANSFER_IDENTIFIERS } from '../../domain/catalogue/transfer-identifiers';
import { COUNT_LIMITS as COUNT, SUBMISSION_TEXT_LIMITS as FIELD, TEXT_LIMITS as MAX } from '../../domain/forms';
import { Optional } from '../common/http/optional.decorator';

export class CatalogueItemDto implements CatalogueItemPayload {
  @OptionalText(MAX.title) id?: string;
  @ApiPropertyOptional({ enum: ['track', 'album'] }) @Optional() @IsIn(['track', 'album']) type?: 'track' | 'album';
  @OptionalText(MAX.catalogueTitle) title?: string;
  @OptionalText(MAX.catalogueArtists) artist?: string;
  @OptionalText(MAX.url) image?: string;
  @OptionalText(MAX.url) spotifyUrl?: string;
  @OptionalText(MAX.catalogueDate) releaseDate?: string;
  @DeclaredField(TRANSFER_IDENTIFIERS.track.spec) isrc?: string | null;
  @DeclaredField(TRANSFER_IDENTIFIERS.album.spec) upc?: string | null;
  @ApiPropertyOptional() @Optional() @IsObject() albumDetails?: Record<string, unknown>;
  @ApiPropertyOptional() @Optional() @IsObject() trackDetails?: Record<string, unknown>;
}

/** public flow §3 Submission form, plus invitationToken / mondayItemId in invitation mode and returningToken. */
export class SubmissionFormDto implements SubmissionFormPayload {
  @OptionalText(FIELD.firstName) firstName?: string;
  @OptionalText(FIELD.surname) surname?: string;
  @OptionalText(FIELD.email) email?: string;
  @OptionalText(FIELD.artistName) artistName?: string;
  @OptionalText(FIELD.country) country?: string;
  @OptionalText(FIELD.city) city?: string;
  @OptionalText(FIELD.instagramProfile) instagramProfile?: string;
  @OptionalText(FIELD.tiktokProfile) tiktokProfile?: string;
  @OptionalFlag() noInstagram?: boolean;
  @OptionalFlag() noTikTok?: boolean;
  @OptionalText(FIELD.spotifyProfile) spotifyProfile?: string;
  @OptionalText(FIELD.phone) phone?: string;
  @OptionalText(FIELD.listenLink) listenLink?: string;
  @OptionalText(FIELD.projectDescription) projectDescription?: string;
  @OptionalText(FIELD.submissionIntent) submissionIntent?: string;
  @ApiPropertyOptional({ enum: UPLOAD_TYPES }) @Optional() @IsIn([...UPLOAD_TYPES]) uploadType?: (typeof UPLOAD_TYPES)[number];
  @DeclaredField(RELEASE.releaseType) releaseType?: ReleaseFields['releaseType'];
  @DeclaredField(RELEASE.releaseTitle) releaseTitle?: string;
  @DeclaredField(RELEASE.primaryGenre) primaryGenre?: string;
  @DeclaredField(RELEASE.subGenre) subGenre?: string;
  @DeclaredField(RELEASE.releaseDate) releaseDate?: string | null;
  @DeclaredField(RELEASE.earlyReleaseRequest) earlyReleaseRequest?: boolean;
  @DeclaredField(RELEASE.earlyReleaseReason) earlyReleaseReason?: string;
  @DeclaredField(RELEASE.releaseStrategy) releaseStrategy?: ReleaseFields['releaseStrategy'];
  @DeclaredField(RELEASE.fullReleaseDate) fullReleaseDate?: string | null;
  @DeclaredField(RELEASE.upc) upc?: string | null;
  @DeclaredField(RELEASE.pLineYear) pLineYear?: number | null;
  @DeclaredField(RELEASE.pLineOwner) pLineOwner?: string;
  @DeclaredField(RELEASE.cLineYear) cLineYear?: number | null;
  @DeclaredField(RELEASE.cLineOwner) cLineOwner?: string;
  @DeclaredField(RELEASE.labelName) labelName?: string;
  @DeclaredField(RELEASE.artworkContainsAi) artworkContainsAi?: ReleaseFields['artworkContainsAi'];
  @DeclaredField(RELEASE.aiVocals) aiVocals?: boolean;
  @DeclaredField(RELEASE.aiInstrumentation) aiInstrumentation?: boolean;
  @DeclaredField(RELEASE.aiComposition) aiComposition?: boolean;
  @DeclaredField(RELEASE.aiLyrics) aiLyrics?: boolean;
  @OptionalText(FIELD.influences) influences?: string;
  @OptionalText(FIELD.bio) bio?: string;
  @OptionalText(FIELD.proNumber) proNumber?: string;
  @OptionalFlag() publishingAdministrationInterest?: boolean;
  @OptionalText(FIELD.distributor) distributor?: string;
  @OptionalList(() => CatalogueItemDto, COUNT.catalogueItems) catalogueItems?: CatalogueItemDto[];
  @OptionalText(FIELD.artworkFileId, 'The upload id of the main artwork') artworkFileId?: string;
  @OptionalText(FIELD.artworkUrl) artworkUrl?: string;
  @OptionalList(() => TrackDto, COUNT.tracks) tracks?: TrackDto[];
  @OptionalText(FIELD.invitationToken) invitationToken?: string;
  @OptionalText(FIELD.mondayItemId) mondayItemId?: string;
  @OptionalText(FIELD.returningToken) returningToken?: string;
}

/** Fails to compile while SubmissionFormDto lacks a field of the wire's form (a field declared in domain/release). */
export type SubmissionFormDtoCoversWire = AssertCovered<
  DtoCovers<
    SubmissionFormPayload,
    SubmissionFormDto,
    'SubmissionFormDto (api/submissions/form-data.dto.ts): a property with @DeclaredField(RELEASE_FIELDS.<field>)'
  >
>;

/** Accepted as the spec lists it; the server derives the folder and file URLs from the form instead. */
export class AdditionalDataDto {
  @OptionalText(MAX.url) mainFolderUrl?: string;
  @OptionalTextList(COUNT.audioLinks, MAX.url) audioUrls?: string[];
  @OptionalTextList(COUNT.audioLinks, MAX.url) imageUrls?: string[];
  @OptionalTextList(COUNT.transferLinks, MAX.url) transferUrls?: string[];
}
