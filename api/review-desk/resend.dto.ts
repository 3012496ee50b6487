import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { ResendRequest } from '../../wire';

const TARGET_SHAPE = "targetId must be the id of one of the label's delivery targets";

// Only the shape is checked here; whether the label has that store is the use case's rule.
export class ResendDto implements ResendRequest {
  @ApiProperty({ description: 'The delivery target to send the release to again' })
  @IsString({ message: TARGET_SHAPE })
  @MaxLength(100, { message: TARGET_SHAPE })
  targetId!: string;
}
