import type { ResubmitRequest } from '../../wire';
import { IsObject, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { ApiProperty } from '@nestjs/swagger';
import { OptionalNested, OptionalText } from '../submissions/dto-fields';
import { AdditionalDataDto, SubmissionFormDto } from '../submissions/form-data.dto';

/** The wizard's answers, as sent to create-item, for a resubmission. */
export class ResubmitDto implements ResubmitRequest {
  @OptionalText(500, "'artist - release title'") itemName?: string;
  @ApiProperty({ type: SubmissionFormDto }) @IsObject() @ValidateNested() @Type(() => SubmissionFormDto) formData!: SubmissionFormDto;
  @OptionalNested(() => AdditionalDataDto) additionalData?: AdditionalDataDto;
}
