import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength } from 'class-validator';
import type { TakedownRequest } from '../../wire';
import { DELIVERY_KIND_MESSAGES } from '../../domain/release/delivery-kind';
import { Optional } from '../common/http/optional.decorator';

/** More stores than any label delivers to; a longer list is refused as malformed. */
const MAX_TARGETS = 100;
const TARGETS_SHAPE = 'targetIds must be a list of delivery target ids';

// Only the shape is checked here: whether a reason is given, its length, and which stores exist are the domain's rule
// (checkTakedownReason, checkTakedownTargets).
export class TakedownDto implements TakedownRequest {
  @ApiPropertyOptional({ description: 'Why the release leaves the stores; required, at most 500 characters' })
  @Optional()
  @IsString({ message: DELIVERY_KIND_MESSAGES.takedownReasonMissing })
  reason!: string;

  @ApiPropertyOptional({ type: String, isArray: true, description: 'The delivery targets it leaves; absent: every store' })
  @Optional()
  @IsArray({ message: TARGETS_SHAPE })
  @ArrayMaxSize(MAX_TARGETS, { message: TARGETS_SHAPE })
  @IsString({ each: true, message: TARGETS_SHAPE })
  @MaxLength(100, { each: true, message: TARGETS_SHAPE })
  targetIds?: string[];

  @ApiPropertyOptional({ description: 'Whether the artist may read the reason (default true)' })
  @Optional()
  @IsBoolean({ message: 'reasonShown must be true or false' })
  reasonShown?: boolean;
}
