import { sheetPeople, shareFingerprint, type SplitSheet } from './split-sheet';

export interface PersonOnTrack {
  trackKey: string;
  email: string;
  name: string;
}

/**
 * Whom a new version of a release asks: on a new track everyone; on a track whose audio changed everyone on
 * it; otherwise only those whose own share changed or who are new. Everyone else's agreement carries over. The
 * artist who sent the release is never asked.
 */
export function peopleToAsk(previous: readonly SplitSheet[], next: readonly SplitSheet[], sender: string): PersonOnTrack[] {
  const senderKey = sender.trim().toLowerCase();
  const asked: PersonOnTrack[] = [];
  for (const sheet of next) {
    const before = previous.find((p) => p.trackKey === sheet.trackKey);
    const audioChanged = !before || before.audioSha256 !== sheet.audioSha256;
    for (const person of sheetPeople(sheet)) {
      if (person.email === senderKey) continue;
      const shareChanged = !before || shareFingerprint(before, person.email) !== shareFingerprint(sheet, person.email);
      if (audioChanged || shareChanged) asked.push({ trackKey: sheet.trackKey, ...person });
    }
  }
  return asked;
}

/** The same people grouped by e-mail: one mail and one page per person for all their tracks. */
export function groupByPerson(people: readonly PersonOnTrack[]): { email: string; name: string; trackKeys: string[] }[] {
  const byEmail = new Map<string, { email: string; name: string; trackKeys: string[] }>();
  for (const p of people) {
    const entry = byEmail.get(p.email) ?? { email: p.email, name: p.name, trackKeys: [] };
    if (!entry.trackKeys.includes(p.trackKey)) entry.trackKeys.push(p.trackKey);
    byEmail.set(p.email, entry);
  }
  return [...byEmail.values()];
}
