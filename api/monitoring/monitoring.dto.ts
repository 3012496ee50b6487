import type { ErrorReportRequest, VitalName, VitalSample, VitalsRequest } from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsNumber, IsObject, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { VITALS_PER_REPORT_MAX } from '../../domain/analytics';
import { OptionalText } from '../submissions/dto-fields';
import { Optional } from '../common/http/optional.decorator';

type ErrorData = ErrorReportRequest['errorData'];

export class ErrorDataDto implements ErrorData {
  @ApiProperty({ maxLength: 20000, description: 'Longer than 2000 characters is cut' }) @IsString() @MaxLength(20000) message!: string;
  @OptionalText(50000) stack?: string;
  @OptionalText(100) stage?: string;
  @OptionalText(40) timestamp?: string;
  @OptionalText(4000) url?: string;
  @OptionalText(1000) userAgent?: string;
  @ApiPropertyOptional({ description: 'Over 8 kB of JSON is replaced by { truncated, size }' }) @Optional() @IsObject() metadata?: Record<
    string,
    unknown
  >;
}

export class ReportErrorDto implements ErrorReportRequest {
  @OptionalText(100) submissionId?: string;
  @ApiProperty({ type: () => ErrorDataDto }) @IsObject() @ValidateNested() @Type(() => ErrorDataDto) errorData!: ErrorDataDto;
}

export const VITAL_NAMES = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'] as const satisfies readonly VitalName[];

export class VitalDto implements VitalSample {
  @ApiProperty({ enum: VITAL_NAMES }) @IsIn([...VITAL_NAMES]) name!: (typeof VITAL_NAMES)[number];
  @ApiProperty({ minimum: 0 }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) value!: number;
  @OptionalText(30) rating?: string;
  @OptionalText(2000) url?: string;
  @OptionalText(100) id?: string;
}

export class RecordVitalsDto implements VitalsRequest {
  @ApiProperty({ type: () => VitalDto, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(VITALS_PER_REPORT_MAX)
  @ValidateNested({ each: true })
  @Type(() => VitalDto)
  metrics!: VitalDto[];
}
