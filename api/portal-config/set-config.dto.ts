import type { SetPortalConfigRequest } from '../../wire';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class SetConfigDto implements SetPortalConfigRequest {
  @ApiProperty({ description: 'true: full submissions; false: waiting-list mode' })
  @IsBoolean()
  submissionsEnabled!: boolean;
}
