/**
 * What the compiler names when a declared field has no place in a table or type that must place every one: the
 * field, and the place in words, both as type arguments so they appear in the message itself.
 */
export interface DeclaredFieldWithoutPlace<Field extends string, Place extends string> {
  readonly field: Field;
  readonly place: Place;
}

/** `true` while every name in `Declared` is among `Placed`, else the ones that are not, and where they belong. */
export type EveryFieldPlaced<Declared, Placed, Place extends string> = [Exclude<Declared, Placed>] extends [never]
  ? true
  : DeclaredFieldWithoutPlace<Exclude<Declared, Placed> & string, Place>;

/** Fails to compile, naming the field and the place, while a check above is not `true`. */
export type AssertPlaced<Check extends true> = Check;

/** For a table passed to a function: `unknown` while every declared name is a key of `T`, else the missing ones and where. */
export type TablePlaces<Declared, T, Place extends string> = [Exclude<Declared, keyof T>] extends [never]
  ? unknown
  : DeclaredFieldWithoutPlace<Exclude<Declared, keyof T> & string, Place>;
