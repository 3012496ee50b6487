import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, IsUUID, Max, Min, ValidateNested } from 'class-validator';
import type { CreateDraftRequest, FinishLaterRequest, SaveDraftRequest, SubmitDraftRequest } from '../../wire';
import { LAST_WIZARD_STEP } from '../../domain/forms';
import { IsDomainEmail } from '../common/http/domain-email.decorator';
import { OptionalText } from '../submissions/dto-fields';
import { SubmissionFormDto } from '../submissions/form-data.dto';
import { SUBMISSION_TEXT_LIMITS as FIELD, TEXT_LIMITS as MAX } from '../../domain/forms';
import { Optional } from '../common/http/optional.decorator';

export class CreateDraftDto implements CreateDraftRequest {
  @OptionalText(FIELD.invitationToken, 'An invitation link token: opens or creates the invited artist’s draft') invitationToken?: string;
  @OptionalText(FIELD.returningToken, 'A returning-artist link token') returningToken?: string;
  @ApiPropertyOptional({ description: "Rework the signed-in artist's submission (In Progress or Changes Requested)" })
  @Optional()
  @IsUUID('all', { message: 'Submission not found' })
  fromSubmissionId?: string;
  @ApiPropertyOptional({ description: 'Start another, empty draft even when one is open' })
  @Optional()
  @IsBoolean()
  fresh?: boolean;
}

export class DraftWizardDto {
  @ApiProperty({ minimum: 0, maximum: LAST_WIZARD_STEP }) @IsInt() @Min(0) @Max(LAST_WIZARD_STEP) step!: number;
  @ApiProperty({ description: 'Web-only choices (short text, numbers, flags)', type: Object }) @IsObject() extras!: Record<
    string,
    string | number | boolean | null
  >;
}

/** The answers have the submission's shape and limits; what is still missing is only named on submit. */
export class SaveDraftDto implements SaveDraftRequest {
  @ApiProperty({ minimum: 1 }) @IsInt() @Min(1) baseRevision!: number;
  @ApiProperty({ type: () => SubmissionFormDto }) @IsObject() @ValidateNested() @Type(() => SubmissionFormDto) answers!: SubmissionFormDto;
  @ApiProperty({ type: () => DraftWizardDto }) @IsObject() @ValidateNested() @Type(() => DraftWizardDto) wizard!: DraftWizardDto;
}

export class FinishLaterDto implements FinishLaterRequest {
  @ApiPropertyOptional({ description: "The step-1 email (or the signed-in owner's address): no other address is mailed" })
  @Optional()
  @IsDomainEmail()
  email?: string;
}

export class SubmitDraftDto implements SubmitDraftRequest {
  @OptionalText(MAX.token, 'The signed form session the draft answer gave') formSession?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') website?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') email_confirm?: string;
}
