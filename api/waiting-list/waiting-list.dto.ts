import type { JoinWaitingListRequest, WaitingListEntry } from '../../wire';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { OptionalText } from '../submissions/dto-fields';
import { SUBMISSION_TEXT_LIMITS as FIELD, TEXT_LIMITS as MAX } from '../../domain/forms';

/** public flow §3 Waiting-list payload, plus the project description the seed dropped (kept here). */
export class WaitingListArtistDto implements Partial<WaitingListEntry> {
  @OptionalText(FIELD.firstName) firstName?: string;
  @OptionalText(FIELD.surname) surname?: string;
  @OptionalText(FIELD.artistName) artistName?: string;
  @OptionalText(FIELD.email) email?: string;
  @OptionalText(FIELD.phone) phone?: string;
  @OptionalText(FIELD.country) country?: string;
  @OptionalText(FIELD.city) city?: string;
  @OptionalText(FIELD.instagramProfile) instagramProfile?: string;
  @OptionalText(FIELD.tiktokProfile) tiktokProfile?: string;
  @OptionalText(FIELD.spotifyProfile) spotifyProfile?: string;
  @OptionalText(FIELD.listenLink) listenLink?: string;
  @OptionalText(FIELD.projectDescription) projectDescription?: string;
}

export class JoinWaitingListDto implements Omit<JoinWaitingListRequest, 'artistData'> {
  @ApiProperty({ type: () => WaitingListArtistDto })
  @IsObject()
  @ValidateNested()
  @Type(() => WaitingListArtistDto)
  artistData!: WaitingListArtistDto;
  @OptionalText(FIELD.projectDescription, 'Also accepted at the top level') projectDescription?: string;
  @OptionalText(MAX.token, 'The signed form session from POST /api/form-sessions') formSession?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') website?: string;
  @OptionalText(MAX.honeypot, 'Honeypot: must stay empty') email_confirm?: string;
}
