/** What a code parser answers: the canonical value, or the domain's message. */
export type CodeParseResult = { ok: true; value: string } | { ok: false; message: string };

/** A code parser of domain/catalogue (ISRC, UPC, ...). */
export type CodeParse = (raw: string) => CodeParseResult;

/**
 * How one field of a form concept is typed, bounded and normalised. Every layer reads the same spec: the wire and
 * stored types are derived from it, the API's decorators and the wizard's inputs take its limits and checks.
 */
export type FieldSpec =
  /** Free text, '' when blank. */
  | { readonly kind: 'text'; readonly label: string; readonly maxLength: number }
  /** An identifier checked by `parse`, null when blank; stored in its canonical form. */
  | { readonly kind: 'code'; readonly label: string; readonly maxLength: number; readonly parse: CodeParse }
  | { readonly kind: 'flag'; readonly label: string }
  /** yyyy-MM-dd, null when not set. */
  | { readonly kind: 'date'; readonly label: string }
  | { readonly kind: 'count'; readonly label: string; readonly min: number; readonly max: number }
  /** A year from `min` up to `yearsAhead` past today's (checked where today is known), null when blank. */
  | { readonly kind: 'year'; readonly label: string; readonly min: number; readonly yearsAhead: number }
  /** One of `options`, null when not chosen. */
  | { readonly kind: 'choice'; readonly label: string; readonly options: readonly string[] };

export type FieldSpecs = Readonly<Record<string, FieldSpec>>;

export type FieldValue<S extends FieldSpec> = S extends { kind: 'choice'; options: readonly (infer O)[] }
  ? O | null
  : S['kind'] extends 'text'
    ? string
    : S['kind'] extends 'flag'
      ? boolean
      : S['kind'] extends 'count' | 'year'
        ? number | null
        : string | null;

/** The values of a concept's fields, every one required: a layer that builds them names each field. */
export type FieldValues<T extends FieldSpecs> = { -readonly [K in keyof T]: FieldValue<T[K]> };

/**
 * The specs a concept's value type needs, one per field, no more: `satisfies FieldSpecsOf<Values>` fails to compile
 * when a field has no spec, a spec has no field, or a spec's kind cannot carry the field's type.
 */
export type FieldSpecsOf<V> = { readonly [K in keyof V]-?: SpecFor<V[K]> };
type SpecFor<T> = [T] extends [string]
  ? Extract<FieldSpec, { kind: 'text' }>
  : [T] extends [boolean]
    ? Extract<FieldSpec, { kind: 'flag' }>
    : [T] extends [number | null]
      ? Extract<FieldSpec, { kind: 'count' | 'year' }>
      : string extends NonNullable<T>
        ? Extract<FieldSpec, { kind: 'date' | 'code' }>
        : Extract<FieldSpec, { kind: 'choice' }> & { readonly options: readonly NonNullable<T>[] };

/** The field names of a declaration, in declaration order. */
export function fieldNames<T extends FieldSpecs>(specs: T): (keyof T & string)[] {
  return Object.keys(specs);
}
