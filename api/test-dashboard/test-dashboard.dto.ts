import type { FullSubmissionTestRequest, TestItemRequest } from '../../contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { BoardColumnValues } from '../../application/ports/board.port';

/** A test item with explicit column values (told apart from the wizard's formData submission). */
export class TestItemDto implements TestItemRequest {
  @ApiProperty({ example: 'Test Artist - Test Release' }) @IsString() @MaxLength(255) itemName!: string;
  @ApiProperty({ description: 'Column id → text value' }) @IsObject() columnValues!: BoardColumnValues;
}

/** The test form of artist-portal §2 (all optional): names the test record the full test sends through the ports. */
export class FullSubmissionTestDto implements FullSubmissionTestRequest {
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) surname?: string;
  @ApiPropertyOptional() @IsOptional() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254) email?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) artistName?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) city?: string;
}
