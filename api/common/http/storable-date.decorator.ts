import { ValidateBy } from 'class-validator';
import { parseDateInput } from '../../../domain/shared';

/** An ISO date or timestamp the database can hold: years 1-9999 (IsISO8601 alone lets year 0 through). */
export const IsStorableDate = (message: string) =>
  ValidateBy({
    name: 'isStorableDate',
    validator: { validate: (value: unknown) => typeof value === 'string' && parseDateInput(value) !== null, defaultMessage: () => message },
  });
