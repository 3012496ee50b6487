// Text the product stores is printable: tabs and line breaks are allowed, other control characters
// (NUL above all, which databases refuse; the C1 range, which no keyboard types) are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Invisible format characters (Unicode category Cf): bidi overrides, embeddings and isolates, zero-width spaces
// and joiners, the BOM, soft hyphens. They make text read differently than it is ('Bee\u202Egnp.exe' shows as
// 'Beeexe.png'), so free text drops them; a joined emoji falls apart into its parts, a price worth paying.
const FORMAT_CHARACTERS = /\p{Cf}/gu;
// Half of a UTF-16 surrogate pair with no other half ("\ud800" in JSON) is no character at all: it cannot be stored
// as UTF-8 or put in a link, so text holding one is refused (a well-formed pair, an emoji, matches nothing here).
const LONE_SURROGATES = /\p{Cs}/u;
// U+FFFE and U+FFFF are no characters either: XML cannot carry them, so a title holding one could never reach a store.
const NONCHARACTERS = /[\uFFFE\uFFFF]/;

export const TEXT_SAFETY_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  brokenCharacters: 'Text must not contain broken characters (half of an emoji or other character)',
  nonCharacters: 'Text must not contain the non-characters U+FFFE or U+FFFF',
  tooDeep: (max: number) => `Request body is nested too deeply (more than ${max} levels)`,
} as const;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}

export function hasBrokenCharacters(value: string): boolean {
  return LONE_SURROGATES.test(value);
}

/**
 * The one text-safety rule: why text cannot be taken as typed (a control character, half of a character, U+FFFE or
 * U+FFFF: what XML, our database or a link cannot carry), or null. Everything else is kept and escaped where it goes.
 */
export function unsafeTextMessage(value: string): string | null {
  if (hasControlCharacters(value)) return TEXT_SAFETY_MESSAGES.controlCharacters;
  if (hasBrokenCharacters(value)) return TEXT_SAFETY_MESSAGES.brokenCharacters;
  if (NONCHARACTERS.test(value)) return TEXT_SAFETY_MESSAGES.nonCharacters;
  return null;
}

/**
 * The one rule for every free-text field (names, titles, biography, notes, comments, file names): invisible
 * format characters are stripped. Control characters are refused separately (hasControlCharacters).
 */
export function withoutInvisibleCharacters(value: string): string {
  return value.replace(FORMAT_CHARACTERS, '');
}
