import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { PinAnswerRequest } from '../../wire';
import { MAX_PIN_ANSWER_LENGTH, PIN_MESSAGES } from '../../domain/review-pins';

/** The artist's answer to a pinned note; emptiness is the domain's to judge (it trims). */
export class PinAnswerDto implements PinAnswerRequest {
  @ApiProperty({ maxLength: MAX_PIN_ANSWER_LENGTH, description: 'Why the field is right as it is' })
  @IsString()
  @MaxLength(MAX_PIN_ANSWER_LENGTH, { message: PIN_MESSAGES.answerTooLong(MAX_PIN_ANSWER_LENGTH) })
  answer!: string;
}
