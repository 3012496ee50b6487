import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { CorrectIdentifiersRequest } from '../../wire';
import { WIZARD_TRACK_CAPS } from '../../domain/release';
import { OptionalList } from '../submissions/dto-fields';
import { Optional } from '../common/http/optional.decorator';

// Only the shape is checked here; the ISRC and UPC rules and their messages are the domain's (parseIsrc, parseUpc).
const MAX_TRACKS = Math.max(...Object.values(WIZARD_TRACK_CAPS));

export class TrackIsrcDto {
  @ApiPropertyOptional({ description: '0-based track position' })
  @IsInt({ message: 'position must be a track position' })
  @Min(0, { message: 'position must be a track position' })
  @Max(MAX_TRACKS - 1, { message: 'position must be a track position' })
  position!: number;

  @ApiPropertyOptional({ description: 'CC-XXX-YY-NNNNN, hyphens optional' })
  @IsString({ message: 'isrc must be text' })
  @MaxLength(32, { message: 'Please enter a valid ISRC' })
  isrc!: string;
}

export class CorrectIdentifiersDto implements CorrectIdentifiersRequest {
  @ApiPropertyOptional({ description: 'UPC-A (12 digits) or EAN-13' })
  @Optional()
  @IsString({ message: 'upc must be text' })
  @MaxLength(32, { message: 'Please enter a valid UPC' })
  upc?: string;

  @OptionalList(() => TrackIsrcDto, MAX_TRACKS) tracks?: TrackIsrcDto[];
}
