import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsNumber, IsObject, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { OptionalText } from '../submissions/dto-fields';

export class ErrorDataDto {
  @ApiProperty({ maxLength: 20000, description: 'Longer than 2000 characters is cut' }) @IsString() @MaxLength(20000) message!: string;
  @OptionalText(50000) stack?: string;
  @OptionalText(100) stage?: string;
  @OptionalText(40) timestamp?: string;
  @OptionalText(4000) url?: string;
  @OptionalText(1000) userAgent?: string;
  @ApiPropertyOptional({ description: 'Over 8 kB of JSON is replaced by { truncated, size }' }) @IsOptional() @IsObject() metadata?: Record<string, unknown>;
}

export class ReportErrorDto {
  @OptionalText(100) submissionId?: string;
  @ApiProperty({ type: () => ErrorDataDto }) @IsDefined() @ValidateNested() @Type(() => ErrorDataDto) errorData!: ErrorDataDto;
}

export const VITAL_NAMES = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'] as const;

export class VitalDto {
  @ApiProperty({ enum: VITAL_NAMES }) @IsIn([...VITAL_NAMES]) name!: (typeof VITAL_NAMES)[number];
  @ApiProperty({ minimum: 0 }) @IsNumber({ allowNaN: false, allowInfinity: false }) @Min(0) value!: number;
  @OptionalText(30) rating?: string;
  @OptionalText(2000) url?: string;
  @OptionalText(100) id?: string;
}

export class RecordVitalsDto {
  @ApiProperty({ type: () => VitalDto, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => VitalDto)
  metrics!: VitalDto[];
}
