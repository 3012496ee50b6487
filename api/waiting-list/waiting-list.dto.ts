import type { JoinWaitingListRequest, WaitingListEntry } from '../../contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, ValidateNested } from 'class-validator';
import { OptionalText } from '../submissions/dto-fields';

/** public flow §3 Waiting-list payload, plus the project description the seed dropped (kept here). */
export class WaitingListArtistDto implements Partial<WaitingListEntry> {
  @OptionalText(100) firstName?: string;
  @OptionalText(100) surname?: string;
  @OptionalText(200) artistName?: string;
  @OptionalText(254) email?: string;
  @OptionalText(50) phone?: string;
  @OptionalText(100) country?: string;
  @OptionalText(100) city?: string;
  @OptionalText(500) instagramProfile?: string;
  @OptionalText(500) tiktokProfile?: string;
  @OptionalText(500) spotifyProfile?: string;
  @OptionalText(2000) listenLink?: string;
  @OptionalText(5000) projectDescription?: string;
}

export class JoinWaitingListDto implements Omit<JoinWaitingListRequest, 'artistData'> {
  @ApiProperty({ type: () => WaitingListArtistDto })
  @IsDefined()
  @ValidateNested()
  @Type(() => WaitingListArtistDto)
  artistData!: WaitingListArtistDto;
  @OptionalText(5000, 'Also accepted at the top level') projectDescription?: string;
  @OptionalText(200, 'The signed form session from POST /api/form-sessions') formSession?: string;
  @OptionalText(500, 'Honeypot: must stay empty') website?: string;
  @OptionalText(500, 'Honeypot: must stay empty') email_confirm?: string;
}
