import type { CreateInvitationRequest } from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';

/** public flow §3 Artist invitation create payload (required-ness is the domain's rule, with its message). */
export class CreateInvitationDto implements CreateInvitationRequest {
  @ApiProperty({ maxLength: 200 }) @Optional() @IsString() @MaxLength(200) artistName?: string;
  @ApiProperty({ maxLength: 100 }) @Optional() @IsString() @MaxLength(100) firstName?: string;
  @ApiProperty({ maxLength: 100 }) @Optional() @IsString() @MaxLength(100) surname?: string;
  @ApiProperty({ maxLength: 254 }) @Optional() @IsString() @MaxLength(254) email?: string;
  @ApiPropertyOptional({ maxLength: 2000 }) @Optional() @IsString() @MaxLength(2000) invitationReason?: string;
}
