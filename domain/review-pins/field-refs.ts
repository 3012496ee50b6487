/**
 * The closed list of fields and files staff can pin a change request to. A reference is the wizard's own form key
 * (domain/README: `tracks[1].title`), so the wizard can open at it and the API can name it in `details`.
 */
export type PinnedFieldRef =
  | 'releaseTitle'
  | 'primaryGenre'
  | 'releaseDate'
  | 'artworkFileId'
  | `tracks[${number}].title`
  | `tracks[${number}].fileId`
  | `tracks[${number}].credits.songwriters[${number}].percentage`;

type Parsed =
  | { kind: 'releaseTitle' | 'primaryGenre' | 'releaseDate' | 'artworkFileId' }
  | { kind: 'trackTitle' | 'trackAudio'; track: number }
  | { kind: 'songwriterSplit'; track: number; writer: number };

const RELEASE_FIELDS = {
  releaseTitle: 'Release title',
  primaryGenre: 'Primary genre',
  releaseDate: 'Release date',
  artworkFileId: 'Artwork',
};
const TRACK = /^tracks\[(\d{1,2})\]\.(title|fileId)$/;
const SPLIT = /^tracks\[(\d{1,2})\]\.credits\.songwriters\[(\d{1,2})\]\.percentage$/;

export function parseFieldRef(ref: string): Parsed | null {
  if (ref in RELEASE_FIELDS) return { kind: ref as keyof typeof RELEASE_FIELDS };
  const track = TRACK.exec(ref);
  if (track) return { kind: track[2] === 'title' ? 'trackTitle' : 'trackAudio', track: Number(track[1]) };
  const split = SPLIT.exec(ref);
  return split ? { kind: 'songwriterSplit', track: Number(split[1]), writer: Number(split[2]) } : null;
}

export function isPinnedFieldRef(ref: string): ref is PinnedFieldRef {
  return parseFieldRef(ref) !== null;
}

/** 'Track 2 title', 'Artwork', 'Track 1 songwriter 2 split'. */
export function pinnedFieldLabel(ref: PinnedFieldRef): string {
  const p = parseFieldRef(ref);
  if (!p) return ref;
  if (p.kind === 'trackTitle') return `Track ${p.track + 1} title`;
  if (p.kind === 'trackAudio') return `Track ${p.track + 1} audio file`;
  if (p.kind === 'songwriterSplit') return `Track ${p.track + 1} songwriter ${p.writer + 1} split`;
  return RELEASE_FIELDS[p.kind];
}

/** The part of a release the pinnable fields live in: the stored submission, the API's form and the wizard's answers. */
export interface PinnableRelease {
  releaseTitle?: string | null;
  primaryGenre?: string | null;
  releaseDate?: string | null;
  artworkFileId?: string | null;
  tracks?: readonly {
    title?: string | null;
    fileId?: string | null;
    credits?: { songwriters?: readonly { percentage?: number | string | null }[] } | null;
  }[];
}

/** The field's value in a release, as text ('' when absent), for telling whether the artist changed it. */
export function pinnedValue(release: PinnableRelease, ref: PinnedFieldRef): string {
  const p = parseFieldRef(ref);
  if (!p) return '';
  if (!('track' in p)) return String(release[p.kind] ?? '').trim();
  const track = release.tracks?.[p.track];
  if (p.kind === 'trackTitle') return String(track?.title ?? '').trim();
  if (p.kind === 'trackAudio') return String(track?.fileId ?? '');
  if (p.kind !== 'songwriterSplit') return '';
  return String(track?.credits?.songwriters?.[p.writer]?.percentage ?? '');
}

/** The fields staff can pin on a release as it stands: the release's own fields and each track's. */
export function pinnableFields(release: PinnableRelease): PinnedFieldRef[] {
  const refs: PinnedFieldRef[] = ['releaseTitle', 'artworkFileId', 'primaryGenre', 'releaseDate'];
  (release.tracks ?? []).forEach((track, i) => {
    refs.push(`tracks[${i}].title`, `tracks[${i}].fileId`);
    (track.credits?.songwriters ?? []).forEach((_, w) => refs.push(`tracks[${i}].credits.songwriters[${w}].percentage`));
  });
  return refs;
}

/** The kind of field a note template fits ('artwork', 'trackTitle', ...); templates of kind 'any' fit every field. */
export function pinnedFieldKind(ref: PinnedFieldRef): string {
  const kind = parseFieldRef(ref)?.kind ?? 'any';
  return kind === 'artworkFileId' ? 'artwork' : kind;
}

/** Where a field sits on the wizard's Music step (tracks, then artwork, then release details), for 'first pinned field'. */
function formOrder(ref: PinnedFieldRef): number[] {
  const p = parseFieldRef(ref);
  if (!p) return [9];
  if (p.kind === 'trackTitle') return [0, p.track, 0];
  if (p.kind === 'trackAudio') return [0, p.track, 1];
  if (p.kind === 'songwriterSplit') return [0, p.track, 2, p.writer];
  return [1, ['artworkFileId', 'releaseTitle', 'primaryGenre', 'releaseDate'].indexOf(p.kind)];
}

/** The pins in the order the wizard shows their fields. */
export function inFormOrder<T extends { field: PinnedFieldRef }>(pins: readonly T[]): T[] {
  const key = (ref: PinnedFieldRef) => formOrder(ref);
  return [...pins].sort((a, b) => {
    const [x, y] = [key(a.field), key(b.field)];
    for (let i = 0; i < Math.max(x.length, y.length); i += 1) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
    return 0;
  });
}
