import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsObject, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Optional } from '../common/http/optional.decorator';

/** Short free text (names, titles): a string of at most `max` characters, optional. */
export const OptionalText = (max = 200, description?: string) =>
  applyDecorators(ApiPropertyOptional({ maxLength: max, description }), Optional(), IsString(), MaxLength(max));

export const OptionalFlag = (description?: string) => applyDecorators(ApiPropertyOptional({ description }), Optional(), IsBoolean());

export const OptionalInt = (min: number, max: number, description?: string) =>
  applyDecorators(ApiPropertyOptional({ minimum: min, maximum: max, description }), Optional(), IsInt(), Min(min), Max(max));

// Swagger takes `type` for a lazy class only when the function is literally named 'type' (an object-literal arrow).
export const OptionalList = (type: () => new () => object, max: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: () => type(), isArray: true, maxItems: max, description }),
    Optional(),
    IsArray(),
    ArrayMaxSize(max),
    ValidateNested({ each: true }),
    Type(type),
  );

export const OptionalNested = (type: () => new () => object, description?: string) =>
  applyDecorators(ApiPropertyOptional({ type: () => type(), description }), Optional(), IsObject(), ValidateNested(), Type(type));

export const OptionalTextList = (maxItems: number, maxLength: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, isArray: true, maxItems, description }),
    Optional(),
    IsArray(),
    ArrayMaxSize(maxItems),
    IsString({ each: true }),
    MaxLength(maxLength, { each: true }),
  );
