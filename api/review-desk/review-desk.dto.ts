import type { ChangeStatusRequest, OutboxQuery, ReviewListQuery, WaitingListQuery } from '../../contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsStorableDate } from '../common/http/storable-date.decorator';

export class ReviewListQueryDto implements ReviewListQuery {
  @ApiPropertyOptional({ description: 'Submission status, any case (Pending, In Progress, ...)' })
  @IsOptional() @IsString() @MaxLength(40) status?: string;

  @ApiPropertyOptional({ description: 'Submitted at or after (ISO date or timestamp)' })
  @IsOptional() @IsISO8601({}, { message: 'from must be a date like 2030-01-31' }) @IsStorableDate('from must be a date like 2030-01-31') from?: string;

  @ApiPropertyOptional({ description: 'Submitted before (ISO date or timestamp, exclusive)' })
  @IsOptional() @IsISO8601({}, { message: 'to must be a date like 2030-01-31' }) @IsStorableDate('to must be a date like 2030-01-31') to?: string;

  @ApiPropertyOptional({ description: 'Text search on artist name and release title' })
  @IsOptional() @IsString() @MaxLength(100) q?: string;

  @ApiPropertyOptional({ description: 'The nextCursor of the previous page' })
  @IsOptional() @IsString() @MaxLength(200) cursor?: string;

  @ApiPropertyOptional({ description: 'Page size, 1 to 100 (default 25)' })
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
}

export class ChangeStatusDto implements ChangeStatusRequest {
  @ApiProperty({ description: 'The new status; only the domain transitions are allowed', example: 'Approved' })
  @IsString() @MaxLength(40) status!: string;

  @ApiPropertyOptional({ description: 'A note to the artist: stored, mailed and shown on their submission page' })
  @IsOptional() @IsString() @MaxLength(4000) note?: string;
}

export class OutboxQueryDto implements OutboxQuery {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(254) to?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(60) category?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}

export class WaitingListQueryDto implements WaitingListQuery {
  @ApiPropertyOptional() @IsOptional() @IsISO8601() @IsStorableDate('before must be a date like 2030-01-31T00:00:00Z') before?: string;
  @ApiPropertyOptional() @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(200) limit?: number;
}
