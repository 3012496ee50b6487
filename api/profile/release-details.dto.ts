import type { ReleaseDetailsRequest } from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsInt, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';

export class TrackTitleDto {
  @ApiProperty({ description: '0-based track position', minimum: 0 })
  @IsInt()
  @Min(0)
  position!: number;

  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MaxLength(200)
  title!: string;
}

/** The parts of a release the artist can complete; absent fields are left unchanged. */
export class ReleaseDetailsDto implements ReleaseDetailsRequest {
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(200) releaseTitle?: string;
  @ApiPropertyOptional({ enum: ['single', 'ep', 'lp'] }) @Optional() @IsString() @MaxLength(10) releaseType?: string;
  @ApiPropertyOptional({ example: '2030-04-01' })
  @Optional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'releaseDate must be a date like 2030-04-01' })
  releaseDate?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(100) primaryGenre?: string;
  @ApiPropertyOptional({ type: [TrackTitleDto] })
  @Optional()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => TrackTitleDto)
  trackTitles?: TrackTitleDto[];
}
