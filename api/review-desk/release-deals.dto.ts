import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import type { ReleaseDealsRequest } from '../../wire';
import { RELEASE_DEAL_MESSAGES, WITHHELD_USES, WIZARD_TRACK_CAPS } from '../../domain/release';
import { Optional } from '../common/http/optional.decorator';
import { OptionalList } from '../submissions/dto-fields';

// Only the shape is checked here; the start time, the uses and the tracks are the domain's rule (checkDealChoices).
const MAX_TRACKS = Math.max(...Object.values(WIZARD_TRACK_CAPS));

export class TrackDealsDto {
  @ApiPropertyOptional({ description: '0-based track position' })
  @IsInt({ message: RELEASE_DEAL_MESSAGES.noSuchTrack })
  @Min(0, { message: RELEASE_DEAL_MESSAGES.noSuchTrack })
  @Max(MAX_TRACKS - 1, { message: RELEASE_DEAL_MESSAGES.noSuchTrack })
  position!: number;

  @ApiPropertyOptional({ type: String, isArray: true, description: `Uses withheld from the track: ${WITHHELD_USES.join(', ')}` })
  @IsArray({ message: RELEASE_DEAL_MESSAGES.use })
  @ArrayMaxSize(WITHHELD_USES.length, { message: RELEASE_DEAL_MESSAGES.use })
  @IsString({ each: true, message: RELEASE_DEAL_MESSAGES.use })
  @MaxLength(20, { each: true, message: RELEASE_DEAL_MESSAGES.use })
  withheld!: string[];
}

export class ReleaseDealsDto implements ReleaseDealsRequest {
  @ApiPropertyOptional({ description: 'HH:MM in UTC on the release date (a timed release); null: from the date', nullable: true })
  @Optional({ nullable: true })
  @IsString({ message: RELEASE_DEAL_MESSAGES.startTime })
  @MaxLength(5, { message: RELEASE_DEAL_MESSAGES.startTime })
  startTimeUtc?: string | null;

  @OptionalList(() => TrackDealsDto, MAX_TRACKS) tracks?: TrackDealsDto[];
}
