import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsObject, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import type { DeskSortOrder, NoteTemplateOrderRequest, NoteTemplateRequest, SaveFilterRequest, SavedDeskFilterSet } from '../../wire';
import {
  NOTE_TEMPLATE_BODY_MAX,
  NOTE_TEMPLATE_FIELD_KINDS,
  NOTE_TEMPLATES_MAX,
  type NoteTemplateFieldKind,
  SAVED_FILTER_NAME_MAX,
} from '../../domain/staff-desk';
import { DeskFilterDto } from '../review-desk/review-desk.dto';
import { Optional } from '../common/http/optional.decorator';

export class SavedFilterSetDto extends DeskFilterDto implements SavedDeskFilterSet {
  @ApiPropertyOptional({ enum: ['newest', 'oldest', 'release-date'], description: 'The desk order saved with the filters' })
  @Optional()
  @IsIn(['newest', 'oldest', 'release-date'], { message: 'sort must be newest, oldest or release-date' })
  sort?: DeskSortOrder;
}

export class SaveFilterDto implements SaveFilterRequest {
  @ApiProperty({ description: `A name for the filter set, at most ${SAVED_FILTER_NAME_MAX} characters; an existing name is replaced` })
  @IsString()
  // The domain words the length refusal; this only stops an absurd body before it.
  @MaxLength(1000)
  name!: string;

  @ApiProperty({ type: SavedFilterSetDto, description: "The desk's filters and order as they are now" })
  @IsObject()
  @ValidateNested()
  @Type(() => SavedFilterSetDto)
  filter!: SavedFilterSetDto;
}

export class NoteTemplateDto implements NoteTemplateRequest {
  @ApiProperty({ enum: NOTE_TEMPLATE_FIELD_KINDS, description: "The kind of field it fits ('any' for every field)" })
  @IsString()
  @MaxLength(40)
  fieldKind!: NoteTemplateFieldKind;

  @ApiProperty({ description: `The note's words, at most ${NOTE_TEMPLATE_BODY_MAX} characters` })
  @IsString()
  @MaxLength(NOTE_TEMPLATE_BODY_MAX * 4)
  body!: string;
}

export class NoteTemplateOrderDto implements NoteTemplateOrderRequest {
  @ApiProperty({ type: [String], description: "Every template's id, in the new order" })
  @IsArray()
  @ArrayMaxSize(NOTE_TEMPLATES_MAX)
  @IsUUID('all', { each: true, message: 'ids must be template ids' })
  ids!: string[];
}
