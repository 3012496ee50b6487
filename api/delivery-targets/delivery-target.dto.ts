import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { DeliveryTargetRequest } from '../../wire';
import {
  AUDIO_FORMATS,
  type AudioFormat,
  CHOREOGRAPHIES,
  type Choreography,
  type CommercialModel,
  DELIVERY_TARGET_LIMITS,
  DELIVERY_TARGET_MESSAGES,
  MESSAGE_CONTROLS,
  type MessageControl,
  type TargetDeal,
  type UseType,
} from '../../domain/delivery-targets';
import { Optional } from '../common/http/optional.decorator';

// The domain words every refusal of a value (checkDeliveryTarget); these only stop bodies of the wrong shape or size.
const TEXT_GUARD = 4000;

export class TargetDealDto implements TargetDeal {
  @ApiProperty({ type: [String], description: 'ISO 3166 two-letter codes, or Worldwide' })
  @IsArray()
  @ArrayMaxSize(DELIVERY_TARGET_LIMITS.territoriesMax)
  @IsString({ each: true })
  territories!: string[];

  @ApiProperty({ type: [String], description: 'DDEX CommercialModelType values' })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  commercialModels!: CommercialModel[];

  @ApiProperty({ type: [String], description: 'DDEX UseType values' })
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  useTypes!: UseType[];
}

export class DeliveryTargetDto implements DeliveryTargetRequest {
  @ApiProperty() @IsString() @MaxLength(TEXT_GUARD) name!: string;
  @ApiProperty({ description: 'The store’s DDEX Party Id (PADPIDA…): the recipient of every message' })
  @IsString()
  @MaxLength(TEXT_GUARD)
  partyId!: string;
  @ApiProperty() @IsString() @MaxLength(TEXT_GUARD) partyName!: string;
  @ApiProperty() @IsString() @MaxLength(TEXT_GUARD) host!: string;
  @ApiProperty() @IsInt({ message: 'The SFTP port is a whole number from 1 to 65535' }) port!: number;
  @ApiProperty() @IsString() @MaxLength(TEXT_GUARD) username!: string;
  @ApiPropertyOptional({ description: 'Write-only: never returned; left out or empty keeps the stored one' })
  @Optional()
  @IsString()
  @MaxLength(TEXT_GUARD)
  password?: string;
  @ApiPropertyOptional({ description: 'Write-only (OpenSSH private key text): never returned; left out or empty keeps the stored one' })
  @Optional()
  @IsString()
  @MaxLength(16_000)
  privateKey?: string;
  @ApiProperty({ description: 'SHA256:… as ssh-keygen -lf prints it, or empty' }) @IsString() @MaxLength(TEXT_GUARD) hostKeySha256!: string;
  @ApiProperty() @IsString() @MaxLength(TEXT_GUARD) folder!: string;
  @ApiProperty({ enum: CHOREOGRAPHIES }) @IsIn([...CHOREOGRAPHIES]) choreography!: Choreography;
  @ApiProperty({ enum: MESSAGE_CONTROLS, description: 'MessageControlType: TestMessage or LiveMessage' })
  @IsIn([...MESSAGE_CONTROLS])
  messageControl!: MessageControl;
  @ApiProperty({ enum: AUDIO_FORMATS }) @IsIn([...AUDIO_FORMATS]) audioFormat!: AudioFormat;
  @ApiProperty() @IsInt({ message: 'The lead time is a whole number of business days' }) leadTimeBusinessDays!: number;
  @ApiPropertyOptional({ description: 'Hours a sent batch may wait for the store’s acknowledgement before staff are warned (default 48)' })
  @Optional()
  @IsInt({ message: DELIVERY_TARGET_MESSAGES.acknowledgementWindow })
  acknowledgementWindowHours?: number;
  @ApiPropertyOptional({
    description: 'The smallest cover the store takes, its shorter side in pixels (default 3000); a smaller one is flagged before approval',
  })
  @Optional()
  @IsInt({ message: DELIVERY_TARGET_MESSAGES.artworkMinimum })
  artworkMinSidePx?: number;
  @ApiProperty({ type: [TargetDealDto] })
  @IsArray()
  @ArrayMaxSize(DELIVERY_TARGET_LIMITS.dealsMax)
  @ValidateNested({ each: true })
  @Type(() => TargetDealDto)
  deals!: TargetDealDto[];
}
