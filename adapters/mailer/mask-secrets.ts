export const MASKED_SECRET = '[hidden once sent]';

/** The text with every secret replaced; longer secrets first, so a link that contains a code is masked whole. */
export function maskSecrets(text: string, secrets: readonly string[] = []): string {
  return [...secrets]
    .filter((secret) => secret.length > 0)
    .sort((a, b) => b.length - a.length)
    .reduce((masked, secret) => masked.split(secret).join(MASKED_SECRET), text);
}
