import { ValidateIf } from 'class-validator';

/**
 * A field the caller may leave out. class-validator's IsOptional also waves `null` through unchecked, so
 * `{ "biography": null }` reached the use case and the database (500): here only an absent field skips the checks,
 * and `null` is checked like any other value (400 naming the field) unless the wire type says the field takes null.
 */
export const Optional = (options: { nullable?: boolean } = {}) =>
  ValidateIf((_object: object, value: unknown) => value !== undefined && !(options.nullable === true && value === null));
