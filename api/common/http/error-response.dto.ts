import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ErrorResponse } from './error-response';

/** One field-level problem of an error answer (OpenAPI description of ErrorResponse['details']). */
export class ErrorDetailDto {
  @ApiPropertyOptional({ description: 'The field, dotted for nested ones', example: 'formData.tracks.0.title' })
  field?: string;

  @ApiProperty({ description: 'What is wrong with it', example: 'Please enter a track title' })
  message!: string;
}

/** The one error body of the API (DESIGN.md 'Errors'), referenced by every documented 4xx/5xx answer. */
export class ErrorResponseDto implements ErrorResponse {
  @ApiProperty({ enum: [false], example: false })
  success!: false;

  @ApiProperty({
    description: 'A message for people (the spec’s message where it has one)',
    example: 'Please fill in the following required fields: Email',
  })
  error!: string;

  @ApiPropertyOptional({ type: () => ErrorDetailDto, isArray: true, description: 'Per-field problems (validation failures)' })
  details?: ErrorDetailDto[];

  @ApiPropertyOptional({ description: 'Set on 5xx answers: quote it when reporting the problem' })
  requestId?: string;
}
