import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { MAX_PINNED_NOTE_LENGTH, MAX_PINNED_NOTES } from '../../domain/review-pins';
import { ChangeStatusDto } from './review-desk.dto';
import { OptionalList } from '../submissions/dto-fields';

export class PinnedNoteDto {
  @ApiProperty({ description: "A field of the release (domain/review-pins): 'releaseTitle', 'artworkFileId', 'tracks[0].title'..." })
  @IsString()
  @MaxLength(80)
  field!: string;

  @ApiProperty({ description: 'What to change there, shown to the artist beside the field' })
  @IsString()
  @MaxLength(MAX_PINNED_NOTE_LENGTH)
  note!: string;
}

/** One submission's status change, with notes pinned to fields when asking for changes. */
export class SingleStatusDto extends ChangeStatusDto {
  @OptionalList(() => PinnedNoteDto, MAX_PINNED_NOTES, 'With Changes Requested only: notes pinned to fields') pins?: PinnedNoteDto[];
}
