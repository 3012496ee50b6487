import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { FIELD_MESSAGES, TEXT_LIMITS, type FieldSpec } from '../../domain/forms';

/** The class-validator and OpenAPI decorators of a field declared in domain/ (its kind and limits). */
export function DeclaredField(spec: FieldSpec) {
  const description = spec.label;
  switch (spec.kind) {
    case 'text':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: spec.maxLength, description }),
        IsOptional(),
        IsString(),
        MaxLength(spec.maxLength),
      );
    case 'code':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: spec.maxLength, nullable: true, description }),
        IsOptional(),
        IsString(),
        MaxLength(spec.maxLength),
      );
    case 'date':
      return applyDecorators(
        ApiPropertyOptional({ maxLength: TEXT_LIMITS.isoDate, nullable: true, description: `${description}, yyyy-MM-dd` }),
        IsOptional(),
        IsString(),
        MaxLength(TEXT_LIMITS.isoDate),
      );
    case 'flag':
      return applyDecorators(ApiPropertyOptional({ description }), IsOptional(), IsBoolean());
    case 'count':
      return applyDecorators(
        ApiPropertyOptional({ minimum: spec.min, maximum: spec.max, nullable: true, description }),
        IsOptional(),
        IsInt(),
        Min(spec.min),
        Max(spec.max),
      );
    case 'year':
      // Only the shape here: the range is the domain's rule (domain/forms/field-values.ts), checked with the request's
      // day on submit and on Next, so a draft keeps a year typed out of range and the message is the wizard's.
      return applyDecorators(
        ApiPropertyOptional({ minimum: spec.min, nullable: true, description: `${description} (yyyy)` }),
        IsOptional(),
        IsInt({ message: FIELD_MESSAGES.notAYear(spec.label) }),
      );
    case 'choice':
      return applyDecorators(
        ApiPropertyOptional({ enum: [...spec.options], nullable: true, description }),
        IsOptional(),
        ValidateIf((_, v) => v !== null && v !== ''),
        IsIn([...spec.options], { message: FIELD_MESSAGES.notAChoice(spec.label, spec.options) }),
      );
  }
}

/**
 * `true` while the DTO class declares every field of the wire type it validates, else the names it lacks:
 * `DtoCovers<Wire, Dto>` fails to compile through `AssertCovered` when a field is added to the wire only.
 */
export type DtoCovers<Wire, Dto> = [Exclude<keyof Wire, keyof Dto>] extends [never] ? true : Exclude<keyof Wire, keyof Dto>;
export type AssertCovered<Check extends true> = Check;
