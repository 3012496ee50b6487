import { IsIn, IsString, IsUUID, Length, Matches } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Optional } from '../common/http/optional.decorator';
import { QueryText } from '../common/http/query-fields';
import { CSV_DELIMITERS, CSV_TEMPLATE_LIMITS, NUMBER_FORMATS, STATEMENT_MESSAGES } from '../../domain/statements';

// The domain's words for a code that is not a currency, naming what was sent.
const currencyCode = { message: (args: { value: unknown }) => STATEMENT_MESSAGES.badCurrency(String(args.value)) };

export class CreatePeriodDto {
  @ApiProperty() @IsString() @Length(1, 80) name!: string;
  @ApiProperty() @Matches(/^[A-Z]{3}$/, currencyCode) baseCurrency!: string;
}

export class ExchangeRateDto {
  @ApiProperty() @IsString() @Length(1, 24) rate!: string;
}

export class ReopenPeriodDto {
  @ApiProperty() @IsString() @Length(0, 500) reason!: string;
}

export class MatchLinesDto {
  @ApiProperty() @IsUUID() reportId!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @Optional({ nullable: true }) @IsString() isrc!: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @Optional({ nullable: true }) @IsString() upc!: string | null;
  @ApiProperty() @IsString() title!: string;
  @ApiProperty() @IsString() artist!: string;
  @ApiProperty() @IsUUID() trackId!: string;
  @ApiPropertyOptional() @Optional() @IsUUID() intoPeriodId?: string;
}

export class CsvTemplateDto {
  @ApiProperty() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.storeLength) store!: string;
  @ApiProperty() @IsIn([...CSV_DELIMITERS]) delimiter!: (typeof CSV_DELIMITERS)[number];
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) isrc?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) upc?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) title?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) artist?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) country?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) month?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) amount?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) currency?: string;
  @ApiPropertyOptional() @Optional() @IsString() @Length(1, CSV_TEMPLATE_LIMITS.headerLength) usages?: string;
  @ApiPropertyOptional() @Optional() @Matches(/^[A-Z]{3}$/, currencyCode) fixedCurrency?: string;
  @ApiPropertyOptional({
    enum: NUMBER_FORMATS,
    description: "How amounts are written: '1,234.56' (decimal-point, the default) or '1.234,56'",
  })
  @Optional()
  @IsIn([...NUMBER_FORMATS], { message: "numberFormat is 'decimal-point' (1,234.56) or 'decimal-comma' (1.234,56)." })
  numberFormat?: (typeof NUMBER_FORMATS)[number];
}

export class ImportQueryDto {
  @ApiProperty({ description: 'The file name as staff picked it (kept with the report)' }) @IsString() @Length(1, 200) fileName!: string;
  @QueryText(CSV_TEMPLATE_LIMITS.storeLength, 'The store whose saved CSV template reads the file (absent for DSRF)') csvStore?: string;
}
