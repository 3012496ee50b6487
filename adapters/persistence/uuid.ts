const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the text is a uuid: a uuid column refuses anything else, so a lookup by any other id can answer "none" at once. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}
