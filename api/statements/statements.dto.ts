import { IsIn, IsString, IsUUID, Length, Matches } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';
import { CSV_DELIMITERS, CSV_TEMPLATE_LIMITS } from '../../domain/statements';

export class CreatePeriodDto {
  @IsString() @Length(1, 80) name!: string;
  @Matches(/^[A-Z]{3}$/) baseCurrency!: string;
}

export class ExchangeRateDto {
  @IsString() @Length(1, 24) rate!: string;
}

export class ReopenPeriodDto {
  @IsString() @Length(0, 500) reason!: string;
}

export class MatchLinesDto {
  @IsUUID() reportId!: string;
  @Optional({ nullable: true }) @IsString() isrc!: string | null;
  @Optional({ nullable: true }) @IsString() upc!: string | null;
  @IsString() title!: string;
  @IsString() artist!: string;
  @IsUUID() trackId!: string;
  @Optional() @IsUUID() intoPeriodId?: string;
}

export class CsvTemplateDto {
  @IsIn([...CSV_DELIMITERS]) delimiter!: (typeof CSV_DELIMITERS)[number];
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) isrc?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) upc?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) title?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) artist?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) country?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) month?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) amount?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) currency?: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) usages?: string;
  @Optional() @Matches(/^[A-Z]{3}$/) fixedCurrency?: string;
}

export class ImportQueryDto {
  @IsString() @Length(1, 200) fileName!: string;
  @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.storeLength) csvStore?: string;
}
