import type { CreateItemRequest } from '../../wire';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import { OptionalNested, OptionalText } from './dto-fields';
import { AdditionalDataDto, SubmissionFormDto } from './form-data.dto';
import { TEXT_LIMITS as MAX } from '../../domain/forms';
import { Optional } from '../common/http/optional.decorator';

/**
 * POST /api/monday/create-item. With formData it is the wizard's submission (public); with columnValues it is
 * the staff test dashboard's test item (artist-portal 'create test item').
 */
export class CreateItemDto implements Partial<CreateItemRequest> {
  @OptionalText(MAX.itemName, "'artist - release title'") itemName?: string;
  @OptionalNested(() => SubmissionFormDto) formData?: SubmissionFormDto;
  @OptionalNested(() => AdditionalDataDto) additionalData?: AdditionalDataDto;
  @ApiPropertyOptional({ description: 'Test dashboard only (staff): column id → text value' })
  @Optional()
  @IsObject()
  columnValues?: Record<string, unknown>;
  @ApiPropertyOptional({ description: 'The signed form session from POST /api/form-sessions' })
  @Optional()
  @IsString()
  @MaxLength(MAX.token)
  formSession?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') website?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') email_confirm?: string;
}
