import type {
  AssignRequest,
  BulkStatusRequest,
  ChangeStatusRequest,
  CommentRequest,
  DeskFilter,
  OutboxQuery,
  ReviewListQuery,
  WaitingListQuery,
} from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, ValidateNested, IsISO8601, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { QueryDate, QueryDay, QueryInt, QueryText } from '../common/http/query-fields';
import { IsStorableDate } from '../common/http/storable-date.decorator';
import { Optional } from '../common/http/optional.decorator';

/** The desk's filters, shared by the list, the CSV export and the bulk change. */
export class DeskFilterDto implements DeskFilter {
  @QueryText(200, 'Statuses, any case, comma-separated (Pending,Changes Requested)')
  status?: string;

  @QueryDate('from must be a date like 2030-01-31', 'Submitted at or after (ISO date or timestamp)')
  from?: string;

  @QueryDate('to must be a date like 2030-01-31', 'Submitted before (ISO date or timestamp, exclusive)')
  to?: string;

  @QueryInt(0, 3650, 'Waiting at least this many days (e.g. 8 for past the 5–7 day promise)')
  minAgeDays?: number;

  @QueryDay('Release date on or after (YYYY-MM-DD)') releaseFrom?: string;
  @QueryDay('Release date on or before (YYYY-MM-DD)') releaseTo?: string;

  @QueryText(100, 'Text search on artist name, release title and email')
  q?: string;

  @ApiPropertyOptional({ description: "A staff member's id, 'me' or 'none' (unassigned)" })
  @Optional()
  @ValidateIf((o: DeskFilterDto) => o.assignedTo !== 'me' && o.assignedTo !== 'none')
  @IsUUID('all', { message: "assignedTo must be a staff id, 'me' or 'none'" })
  assignedTo?: string;

  @ApiPropertyOptional({
    description: "'blocking': only submissions with a track whose analysis found something stores would refuse",
    enum: ['blocking'],
  })
  @Optional()
  @IsIn(['blocking'], { message: "findings must be 'blocking'" })
  findings?: 'blocking';
}

export class ReviewListQueryDto extends DeskFilterDto implements ReviewListQuery {
  @ApiPropertyOptional({ enum: ['newest', 'oldest', 'release-date'], description: 'Order (default newest first)' })
  @Optional()
  @IsIn(['newest', 'oldest', 'release-date'], { message: 'sort must be newest, oldest or release-date' })
  sort?: 'newest' | 'oldest' | 'release-date';

  @QueryText(300, 'The nextCursor of the previous page')
  cursor?: string;

  @QueryInt(1, 100, 'Page size, 1 to 100 (default 25)')
  limit?: number;
}

export class ChangeStatusDto implements ChangeStatusRequest {
  @ApiProperty({ description: 'The new status; only the domain transitions are allowed', example: 'Approved' })
  @IsString()
  @MaxLength(40)
  status!: string;

  @ApiPropertyOptional({ description: 'A note to the artist: stored, mailed and shown under this status on their submission page' })
  @Optional()
  @IsString()
  @MaxLength(4000)
  note?: string;
}

export class BulkStatusDto extends ChangeStatusDto implements BulkStatusRequest {
  @ApiProperty({ type: DeskFilterDto, description: 'The desk filters selecting the submissions' })
  @IsObject()
  @ValidateNested()
  @Type(() => DeskFilterDto)
  filter!: DeskFilterDto;

  @ApiPropertyOptional({ description: 'Narrow the filtered list to these ids (the rows ticked on the page)' })
  @Optional()
  @IsArray()
  @ArrayMaxSize(200)
  @IsUUID('all', { each: true })
  ids?: string[];
}

export class CommentDto implements CommentRequest {
  @ApiProperty({ description: 'An internal comment for staff; the artist never sees it' })
  @IsString()
  @MaxLength(4000)
  body!: string;
}

export class AssignDto implements AssignRequest {
  @ApiProperty({ description: 'A staff id, or null to unassign', nullable: true, type: String })
  @ValidateIf((o: AssignDto) => o.staffId !== null)
  @IsUUID('all', { message: 'staffId must be a staff id or null' })
  staffId!: string | null;
}

export class OutboxQueryDto implements OutboxQuery {
  @QueryText(254) to?: string;
  @QueryText(60) category?: string;
  @QueryInt(1, 500) limit?: number;
}

export class WaitingListQueryDto implements WaitingListQuery {
  @ApiPropertyOptional() @Optional() @IsISO8601() @IsStorableDate('before must be a date like 2030-01-31T00:00:00Z') before?: string;
  @QueryInt(1, 200) limit?: number;
}
