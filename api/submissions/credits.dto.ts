import type { TrackCreditsPayload } from '../../wire';
import { IsBoolean, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalFlag, OptionalInt, OptionalList, OptionalText, OptionalTextList } from './dto-fields';
import { COUNT_LIMITS as COUNT, TEXT_LIMITS as MAX } from '../../domain/forms';
import { Optional } from '../common/http/optional.decorator';

export class CreditedArtistDto {
  @OptionalText(MAX.id) id?: string;
  @OptionalText(MAX.personName) firstName?: string;
  @OptionalText(MAX.personName) surname?: string;
  @OptionalText(MAX.email) email?: string;
  @OptionalTextList(COUNT.rolesPerArtist, MAX.role, 'Roles from the role catalogue') roles?: string[];
}

export class ProducerDto {
  @OptionalText(MAX.id) id?: string;
  @OptionalText(MAX.personName) firstName?: string;
  @OptionalText(MAX.personName) surname?: string;
  @OptionalText(MAX.email) email?: string;
}

export class SongwriterDto {
  @OptionalText(MAX.id) id?: string;
  @OptionalText(MAX.personName) firstName?: string;
  @OptionalText(MAX.personName) lastName?: string;
  @OptionalText(MAX.email) email?: string;
  @OptionalInt(-COUNT.percentage, COUNT.percentage, 'Whole percent, 0-100 (checked by the credits rules)') percentage?: number;
}

export class MasterSplitDto {
  @OptionalText(MAX.id) id?: string;
  @ApiPropertyOptional({ maxLength: MAX.id, nullable: true }) @Optional({ nullable: true }) @IsString() @MaxLength(MAX.id) contributorId?:
    string | null;
  @OptionalText(MAX.personName) firstName?: string;
  @OptionalText(MAX.personName) lastName?: string;
  @OptionalText(MAX.email) email?: string;
  @ApiPropertyOptional({ nullable: true })
  @Optional({ nullable: true })
  @IsInt()
  @Min(-COUNT.percentage)
  @Max(COUNT.percentage)
  percentage?: number | null;
}

/** public flow §3 Track credit record (group caps are checked by the credits rules; 50 bounds the payload). */
export class TrackCreditsDto implements TrackCreditsPayload {
  @OptionalFlag() soloWork?: boolean;
  @OptionalFlag() selfProduced?: boolean;
  @OptionalFlag() selfWritten?: boolean;
  @OptionalList(() => CreditedArtistDto, COUNT.creditsPerGroup) featuredArtists?: CreditedArtistDto[];
  @OptionalList(() => CreditedArtistDto, COUNT.creditsPerGroup) nonFeaturedArtists?: CreditedArtistDto[];
  @OptionalList(() => ProducerDto, COUNT.creditsPerGroup) producers?: ProducerDto[];
  @OptionalList(() => SongwriterDto, COUNT.creditsPerGroup) songwriters?: SongwriterDto[];
  @OptionalFlag() hasMasterSplit?: boolean;
  @OptionalList(() => MasterSplitDto, COUNT.creditsPerGroup) masterSplits?: MasterSplitDto[];
  @ApiPropertyOptional({ nullable: true })
  @Optional({ nullable: true })
  @IsInt()
  @Min(0)
  @Max(COUNT.productionYear)
  productionYear?: number | null;
  @ApiPropertyOptional({ nullable: true })
  @Optional({ nullable: true })
  @IsBoolean()
  parentalAdvisory?: boolean | null;
  @OptionalText(MAX.lyrics) lyrics?: string;
}
