// Text the product stores is printable: tabs and line breaks are allowed, other control characters
// (NUL above all, which databases refuse) are not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const TEXT_SAFETY_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  tooDeep: (max: number) => `Request body is nested too deeply (more than ${max} levels)`,
} as const;

export function hasControlCharacters(value: string): boolean {
  return CONTROL_CHARACTERS.test(value);
}
