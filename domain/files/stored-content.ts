/** What a file's bytes amount to: their length and, when known, their SHA-256 (hex). */
export interface ContentSummary {
  size: number;
  sha256: string | null;
}

/**
 * Whether storage holds exactly what the client sent: the same length, and the same SHA-256 whenever both sides
 * know it. A store that frames, truncates or damages the bytes fails one or the other.
 */
export function storedAsSent(sent: ContentSummary, stored: ContentSummary): boolean {
  if (sent.size !== stored.size) return false;
  return sent.sha256 === null || stored.sha256 === null || sent.sha256 === stored.sha256;
}
