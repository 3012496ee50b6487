import type { ProcessUploadRequest, UploadFileType, UploadUrlRequest } from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, MaxLength, Min } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';

const FILE_TYPES: UploadFileType[] = ['audio', 'artwork', 'track', 'image', 'custom-artwork'];

export class GenerateUploadUrlDto implements UploadUrlRequest {
  @ApiProperty() @IsString() @MaxLength(1000) fileName!: string;
  @ApiProperty({ description: 'Bytes', minimum: 1 }) @IsInt() @Min(1) fileSize!: number;
  @ApiProperty() @IsString() @MaxLength(200) contentType!: string;
  @ApiProperty() @IsString() @MaxLength(300) artistName!: string;
  @ApiProperty({ enum: FILE_TYPES }) @IsIn(FILE_TYPES) fileType!: UploadFileType;
  @ApiPropertyOptional({ description: 'The signed form session (or be signed in as an artist)' })
  @Optional()
  @IsString()
  @MaxLength(300)
  sessionId?: string;
}

export class ProcessUploadDto implements ProcessUploadRequest {
  @ApiProperty({ description: 'The fileName returned by generate-upload-url' }) @IsString() @MaxLength(300) fileName!: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(300) bucketName?: string;
  @ApiProperty() @IsString() @MaxLength(300) artistName!: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(500) trackTitle?: string;
  @ApiProperty({ enum: FILE_TYPES }) @IsIn(FILE_TYPES) fileType!: UploadFileType;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(500) releaseTitle?: string;
  @ApiPropertyOptional({ description: 'The signed form session (or be signed in as an artist)' })
  @Optional()
  @IsString()
  @MaxLength(300)
  sessionId?: string;
}
