import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { FIELD_MESSAGES, TEXT_LIMITS, type FieldSpec } from '../../domain/forms';
import type { AssertPlaced, EveryFieldPlaced } from '../../domain/forms/field-placement';
import { Optional } from '../common/http/optional.decorator';

/** The class-validator and OpenAPI decorators of a field declared in domain/ (its kind and limits). */
export function DeclaredField(spec: FieldSpec) {
  const description = spec.label;
  switch (spec.kind) {
    case 'text':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: spec.maxLength, description }),
        Optional(),
        IsString(),
        MaxLength(spec.maxLength),
      );
    case 'code':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: spec.maxLength, nullable: true, description }),
        Optional({ nullable: true }),
        IsString(),
        MaxLength(spec.maxLength),
      );
    case 'date':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: TEXT_LIMITS.isoDate, nullable: true, description: `${description}, yyyy-MM-dd` }),
        Optional({ nullable: true }),
        IsString(),
        MaxLength(TEXT_LIMITS.isoDate),
      );
    case 'flag':
      return applyDecorators(ApiPropertyOptional({ description }), Optional(), IsBoolean());
    case 'count':
      return applyDecorators(
        ApiPropertyOptional({ minimum: spec.min, maximum: spec.max, nullable: true, description }),
        Optional({ nullable: true }),
        IsInt(),
        Min(spec.min),
        Max(spec.max),
      );
    case 'year':
      // Only the shape here: the range is the domain's rule (domain/forms/field-values.ts), checked with the request's
      // day on submit and on Next, so a draft keeps a year typed out of range and the message is the wizard's.
      return applyDecorators(
        ApiPropertyOptional({ minimum: spec.min, nullable: true, description: `${description} (yyyy)` }),
        Optional({ nullable: true }),
        IsInt({ message: FIELD_MESSAGES.notAYear(spec.label) }),
      );
    case 'choice':
      return applyDecorators(
        ApiPropertyOptional({ enum: [...spec.options], nullable: true, description }),
        Optional({ nullable: true }),
        ValidateIf((_, v) => v !== ''),
        IsIn([...spec.options], { message: FIELD_MESSAGES.notAChoice(spec.label, spec.options) }),
      );
  }
}

/**
 * `true` while the DTO class declares every field of the wire type it validates, else the fields it lacks and where
 * they go (`DeclaredFieldWithoutPlace<'field', 'place'>`): fails to compile through `AssertCovered` when a field is
 * added to the wire only.
 */
export type DtoCovers<Wire, Dto, Place extends string = 'the DTO class: a property with @DeclaredField(<its spec>)'> = EveryFieldPlaced<
  keyof Wire,
  keyof Dto,
  Place
>;
export type AssertCovered<Check extends true> = AssertPlaced<Check>;
