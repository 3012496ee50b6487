export const MASKED_SECRET = '[hidden once sent]';

/** The text with every secret replaced; longer secrets first, so a link that contains a code is masked whole. */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return [...secrets]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => masked.split(secret).join(MASKED_SECRET), text);
}

/**
 * A mail's template values with every secret masked in every text, however deep. Masking the values (not the
 * rendered mail) means no escaping or wrapping by a template can hide a secret from the mask.
 */
export function maskValues<T>(values: T, secrets: readonly string[]): T {
  return maskDeep(values, secrets) as T;
}

function maskDeep(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string') return maskSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, secrets));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, secrets)]));
  }
  return value;
}
