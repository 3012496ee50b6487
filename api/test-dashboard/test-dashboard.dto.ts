import type { FullSubmissionTestRequest, TestItemRequest } from '../../wire';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsObject, IsString, MaxLength } from 'class-validator';
import type { BoardColumnValues } from '../../application/ports/board.port';
import { Optional } from '../common/http/optional.decorator';

/** A test item with explicit column values (told apart from the wizard's formData submission). */
export class TestItemDto implements TestItemRequest {
  @ApiProperty({ example: 'Test Artist - Test Release' }) @IsString() @MaxLength(255) itemName!: string;
  @ApiProperty({ description: 'Column id → text value' }) @IsObject() columnValues!: BoardColumnValues;
}

/** The test form of artist-portal §2 (all optional): names the test record the full test sends through the ports. */
export class FullSubmissionTestDto implements FullSubmissionTestRequest {
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(100) firstName?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(100) surname?: string;
  @ApiPropertyOptional() @Optional() @IsEmail({}, { message: 'Please enter a valid email address' }) @MaxLength(254) email?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(200) artistName?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional() @Optional() @IsString() @MaxLength(100) city?: string;
}
