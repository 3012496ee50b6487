// A split sheet: who owns what of one track's recording (master) and composition (songwriting), for one version.
import type { TrackCredits } from '../credits';

export type ShareKind = 'master' | 'songwriting';

export interface SheetShare {
  kind: ShareKind;
  name: string;
  /** Lower-case: the person's key across tracks and versions. */
  email: string;
  role: string;
  /** Whole percent, 0..100 (the wizard's own rule). */
  percentage: number;
}

export interface SplitSheet {
  /** The wizard's id of the track: stays the same across versions of the release. */
  trackKey: string;
  position: number;
  title: string;
  isrc: string | null;
  /** SHA-256 hex of the track's audio file as stored, or null while it has none. */
  audioSha256: string | null;
  /** The release version this sheet was drawn from (1 = first sending). */
  version: number;
  shares: SheetShare[];
}

export const SHARE_ROLES: Record<ShareKind, string> = { master: 'Master owner', songwriting: 'Songwriter' };

/** The release's own artist: owns the whole master when no master split was declared. */
export interface SheetOwner {
  name: string;
  email: string;
}

export interface SheetTrack {
  clientId: string;
  title: string;
  isrc: string | null;
  credits: TrackCredits;
}

const fullName = (first?: string, last?: string) => `${first ?? ''} ${last ?? ''}`.trim().replace(/\s+/g, ' ');
const key = (email?: string) => (email ?? '').trim().toLowerCase();

/** The sheet of one track as the release states it (spec: public flow §5 Track credits). */
export function buildSplitSheet(
  track: SheetTrack,
  at: { position: number; version: number; audioSha256: string | null },
  owner: SheetOwner,
): SplitSheet {
  return {
    trackKey: track.clientId,
    position: at.position,
    title: track.title,
    isrc: track.isrc,
    audioSha256: at.audioSha256,
    version: at.version,
    shares: [...masterShares(track.credits, owner), ...songwritingShares(track.credits, owner)],
  };
}

function masterShares(credits: TrackCredits, owner: SheetOwner): SheetShare[] {
  const role = SHARE_ROLES.master;
  if (!credits.hasMasterSplit || credits.masterSplits.length === 0)
    return [{ kind: 'master', name: owner.name, email: key(owner.email), role, percentage: 100 }];
  const credited = [...credits.featuredArtists, ...credits.nonFeaturedArtists, ...credits.producers];
  return credits.masterSplits.map((split) => {
    const person = split.contributorId ? credited.find((c) => c.id === split.contributorId) : undefined;
    const name = person ? fullName(person.firstName, person.surname) : fullName(split.firstName, split.lastName);
    return { kind: 'master', name, email: key(person?.email ?? split.email), role, percentage: split.percentage ?? 0 };
  });
}

function songwritingShares(credits: TrackCredits, owner: SheetOwner): SheetShare[] {
  const role = SHARE_ROLES.songwriting;
  if (credits.songwriters.length === 0)
    return credits.selfWritten ? [{ kind: 'songwriting', name: owner.name, email: key(owner.email), role, percentage: 100 }] : [];
  return credits.songwriters.map((s) => ({
    kind: 'songwriting',
    name: fullName(s.firstName, s.lastName),
    email: key(s.email),
    role,
    percentage: s.percentage,
  }));
}

/** The people with a share on the sheet, once each, by e-mail; shares without an address cannot be asked. */
export function sheetPeople(sheet: SplitSheet): { email: string; name: string }[] {
  const people = new Map<string, string>();
  for (const share of sheet.shares) if (share.email && !people.has(share.email)) people.set(share.email, share.name);
  return [...people].map(([email, name]) => ({ email, name }));
}

/** One person's shares on a sheet, in a stable order, as text: equal when nothing about their share changed. */
export function shareFingerprint(sheet: SplitSheet, email: string): string {
  return sheet.shares
    .filter((s) => s.email === email)
    .map((s) => `${s.kind}:${s.role}:${s.percentage}`)
    .sort()
    .join('|');
}
