import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength } from 'class-validator';
import type { AgreeSplitSheetRequest, DeclineSplitSheetRequest, OpenSplitSigningRequest } from '../../wire/split-sheet.wire';
import { DECLINE_REASON_MAX, OFFLINE_NOTE_MAX } from '../../domain/split-sheets';

// Generous bounds only: the domain's own messages (name, reason, note) are checked in the use cases.
export class AgreeSplitSheetDto implements AgreeSplitSheetRequest {
  @ApiProperty({ description: 'The signer’s full name as on the sheet' })
  @IsString()
  @MaxLength(200)
  fullName!: string;

  @ApiProperty()
  @IsBoolean()
  consent!: boolean;

  @ApiProperty({ description: 'SHA-256 of the sheet text shown (documentSha256 of the page)' })
  @IsString()
  @MaxLength(64)
  documentSha256!: string;
}

export class OpenSplitSigningDto implements OpenSplitSigningRequest {
  @ApiProperty({ description: 'SHA-256 of the sheet text shown (documentSha256 of the page)' })
  @IsString()
  @MaxLength(64)
  documentSha256!: string;
}

export class DeclineSplitSheetDto implements DeclineSplitSheetRequest {
  @ApiProperty({ maxLength: DECLINE_REASON_MAX })
  @IsString()
  @MaxLength(DECLINE_REASON_MAX * 2)
  reason!: string;
}

export class AgreedOfflineDto {
  @ApiProperty({ maxLength: OFFLINE_NOTE_MAX, description: 'How the share was agreed (goes on the timeline with your name)' })
  @IsString()
  @MaxLength(OFFLINE_NOTE_MAX * 2)
  note!: string;
}
