import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';

const FILE_TYPES = ['audio', 'artwork', 'track', 'image', 'custom-artwork'];

export class GenerateUploadUrlDto {
  @ApiProperty() @IsString() @MaxLength(1000) fileName!: string;
  @ApiProperty() @IsInt() @Min(1) fileSize!: number;
  @ApiProperty() @IsString() @MaxLength(200) contentType!: string;
  @ApiProperty() @IsString() @MaxLength(300) artistName!: string;
  @ApiProperty({ enum: FILE_TYPES }) @IsIn(FILE_TYPES) fileType!: string;
  @ApiProperty({ description: 'The signed form session' }) @IsOptional() @IsString() @MaxLength(300) sessionId?: string;
}

export class ProcessUploadDto {
  @ApiProperty({ description: 'The fileName returned by generate-upload-url' }) @IsString() @MaxLength(300) fileName!: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(300) bucketName?: string;
  @ApiProperty() @IsString() @MaxLength(300) artistName!: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(500) trackTitle?: string;
  @ApiProperty({ enum: FILE_TYPES }) @IsIn(FILE_TYPES) fileType!: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(500) releaseTitle?: string;
  @ApiProperty() @IsOptional() @IsString() @MaxLength(300) sessionId?: string;
}
