import type { TrackCreditsPayload } from '../../contracts';
import { IsOptional, ValidateIf, IsBoolean, IsInt, Min, Max } from 'class-validator';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { OptionalFlag, OptionalInt, OptionalList, OptionalText, OptionalTextList } from './dto-fields';

export class CreditedArtistDto {
  @OptionalText(100) id?: string;
  @OptionalText(100) firstName?: string;
  @OptionalText(100) surname?: string;
  @OptionalText(254) email?: string;
  @OptionalTextList(40, 100, 'Roles from the role catalogue') roles?: string[];
}

export class ProducerDto {
  @OptionalText(100) id?: string;
  @OptionalText(100) firstName?: string;
  @OptionalText(100) surname?: string;
  @OptionalText(254) email?: string;
}

export class SongwriterDto {
  @OptionalText(100) id?: string;
  @OptionalText(100) firstName?: string;
  @OptionalText(100) lastName?: string;
  @OptionalText(254) email?: string;
  @OptionalInt(-1000, 1000, 'Whole percent, 0-100 (checked by the credits rules)') percentage?: number;
}

export class MasterSplitDto {
  @OptionalText(100) id?: string;
  @OptionalText(100) contributorId?: string;
  @OptionalText(100) firstName?: string;
  @OptionalText(100) lastName?: string;
  @OptionalText(254) email?: string;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(-1000)
  @Max(1000)
  percentage?: number | null;
}

/** public flow §3 Track credit record (group caps are checked by the credits rules; 50 bounds the payload). */
export class TrackCreditsDto implements TrackCreditsPayload {
  @OptionalFlag() soloWork?: boolean;
  @OptionalFlag() selfProduced?: boolean;
  @OptionalFlag() selfWritten?: boolean;
  @OptionalList(() => CreditedArtistDto, 50) featuredArtists?: CreditedArtistDto[];
  @OptionalList(() => CreditedArtistDto, 50) nonFeaturedArtists?: CreditedArtistDto[];
  @OptionalList(() => ProducerDto, 50) producers?: ProducerDto[];
  @OptionalList(() => SongwriterDto, 50) songwriters?: SongwriterDto[];
  @OptionalFlag() hasMasterSplit?: boolean;
  @OptionalList(() => MasterSplitDto, 50) masterSplits?: MasterSplitDto[];
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsInt()
  @Min(0)
  @Max(10000)
  productionYear?: number | null;
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ValidateIf((_, v) => v !== null)
  @IsBoolean()
  parentalAdvisory?: boolean | null;
  @OptionalText(20000) lyrics?: string;
}
