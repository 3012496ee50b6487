import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import type { BoardColumnValues } from '../../application/ports/board.port';

/** A test item with explicit column values (told apart from the wizard's formData submission). */
export class TestItemDto {
  @ApiProperty({ example: 'Test Artist - Test Release' }) @IsString() @MaxLength(255) itemName!: string;
  @ApiProperty({ description: 'Column id → text value' }) @IsObject() columnValues!: BoardColumnValues;
}
