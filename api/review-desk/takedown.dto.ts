import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { TakedownRequest } from '../../wire';
import { DELIVERY_KIND_MESSAGES } from '../../domain/release/delivery-kind';
import { Optional } from '../common/http/optional.decorator';

// Only the shape is checked here: whether a reason is given, and its length, are the domain's rule (checkTakedownReason).
export class TakedownDto implements TakedownRequest {
  @ApiPropertyOptional({ description: 'Why the release leaves the stores (the artist reads it); required, at most 500 characters' })
  @Optional()
  @IsString({ message: DELIVERY_KIND_MESSAGES.takedownReasonMissing })
  reason!: string;
}
