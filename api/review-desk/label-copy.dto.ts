import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min } from 'class-validator';
import type { LabelCopyCorrectionRequest } from '../../wire';
import { COPYRIGHT_LINE_MESSAGES, LABEL_COPY_FIELDS, LABEL_COPY_MESSAGES, TRACK_LABEL_COPY_FIELDS } from '../../domain/label-copy';
import { WIZARD_TRACK_CAPS } from '../../domain/release';
import { DeclaredField, type AssertCovered, type DtoCovers } from '../submissions/declared-field.decorator';
import { OptionalList } from '../submissions/dto-fields';
import { Optional } from '../common/http/optional.decorator';

// The shapes and lengths are checked here; the rules (year range, genre list, language code) are the domain's.
const MAX_TRACKS = Math.max(...Object.values(WIZARD_TRACK_CAPS));

/** A ℗/© year: a whole number here, its range (1900 to next year) checked with the domain's message. */
function LineYear(symbol: string, label: string) {
  const message = () => COPYRIGHT_LINE_MESSAGES.year(symbol, new Date());
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', nullable: true, description: `${label}; null for the release year` }),
    Optional({ nullable: true }),
    IsInt({ message }),
  );
}

export class TrackLabelCopyDto {
  @ApiPropertyOptional({ description: '0-based track position' })
  @IsInt({ message: ({ value }) => LABEL_COPY_MESSAGES.noSuchTrack(Number(value)) })
  @Min(0, { message: ({ value }) => LABEL_COPY_MESSAGES.noSuchTrack(Number(value)) })
  @Max(MAX_TRACKS - 1, { message: ({ value }) => LABEL_COPY_MESSAGES.noSuchTrack(Number(value)) })
  position!: number;

  @DeclaredField(TRACK_LABEL_COPY_FIELDS.title) title?: string;
  @DeclaredField(TRACK_LABEL_COPY_FIELDS.version) version?: string;
  @DeclaredField(TRACK_LABEL_COPY_FIELDS.lyricsLanguage) lyricsLanguage?: string | null;
  // The desk sends null to clear the parental advisory back to 'not said' (TrackLabelCopy.explicit).
  @ApiPropertyOptional({ nullable: true, description: `${TRACK_LABEL_COPY_FIELDS.explicit.label}; null when not said` })
  @Optional({ nullable: true })
  @IsBoolean()
  explicit?: boolean | null;
}

export class LabelCopyCorrectionDto implements LabelCopyCorrectionRequest {
  @DeclaredField(LABEL_COPY_FIELDS.releaseTitle) releaseTitle?: string;
  @DeclaredField(LABEL_COPY_FIELDS.primaryGenre) primaryGenre?: string;
  @DeclaredField(LABEL_COPY_FIELDS.subGenre) subGenre?: string;
  @LineYear('℗', LABEL_COPY_FIELDS.pLineYear.label) pLineYear?: number | null;
  @DeclaredField(LABEL_COPY_FIELDS.pLineOwner) pLineOwner?: string;
  @LineYear('©', LABEL_COPY_FIELDS.cLineYear.label) cLineYear?: number | null;
  @DeclaredField(LABEL_COPY_FIELDS.cLineOwner) cLineOwner?: string;
  @DeclaredField(LABEL_COPY_FIELDS.labelName) labelName?: string;

  @OptionalList(() => TrackLabelCopyDto, MAX_TRACKS) tracks?: TrackLabelCopyDto[];
}

export type LabelCopyDtoCoversWire = AssertCovered<DtoCovers<Required<LabelCopyCorrectionRequest>, LabelCopyCorrectionDto>>;
