import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsISO8601, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsStorableDate } from './storable-date.decorator';
import { Optional } from './optional.decorator';

// Each list runs bottom-up, as stacked decorators do, so a field's messages keep their order.

/** An optional whole number of a query string, from `min` to `max`. */
export const QueryInt = (min: number, max: number, description?: string) =>
  applyDecorators(
    Max(max),
    Min(min),
    IsInt(),
    Type(() => Number),
    Optional(),
    ApiPropertyOptional({ description }),
  );

/** Optional text of a query string, at most `max` characters. */
export const QueryText = (max: number, description?: string) =>
  applyDecorators(MaxLength(max), IsString(), Optional(), ApiPropertyOptional({ description }));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An optional calendar day (YYYY-MM-DD); the message names the field it stands on. */
export const QueryDay =
  (description: string): PropertyDecorator =>
  (target, key) =>
    applyDecorators(
      Matches(DAY, { message: `${String(key)} must be a date like 2030-01-31` }),
      Optional(),
      ApiPropertyOptional({ description }),
    )(target, key);

/** An optional ISO date or timestamp the database can hold; `message` names the field when it is not. */
export const QueryDate = (message: string, description?: string) =>
  applyDecorators(IsStorableDate(message), IsISO8601({}, { message }), Optional(), ApiPropertyOptional({ description }));
