import type { SplitSheet } from './split-sheet';

/**
 * The text a person signs: the sheets of their tracks, each with its ISRC, its audio's SHA-256 and every share. Its
 * SHA-256 ties a signature to exactly these recordings and shares.
 */
export function sheetDocumentText(releaseTitle: string, sheets: readonly SplitSheet[]): string {
  const lines = [`Split sheet — ${releaseTitle}`];
  for (const sheet of [...sheets].sort((a, b) => a.position - b.position)) {
    lines.push('', `Track ${sheet.position + 1}: ${sheet.title} (version ${sheet.version})`);
    lines.push(`ISRC: ${sheet.isrc ?? 'not yet assigned'}`, `Audio SHA-256: ${sheet.audioSha256 ?? 'no audio'}`);
    for (const s of sheet.shares) lines.push(`  ${s.role}: ${s.name} <${s.email}> ${s.percentage}%`);
  }
  return lines.join('\n');
}
