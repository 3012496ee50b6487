import type { LabelCopyCorrectionRequest } from '@wire';
import type { LabelCopy, TrackLabelCopy } from '@domain/label-copy';

export type ExplicitChoice = '' | 'explicit' | 'clean';

/** The panel's inputs: years as typed, the parental advisory as a choice. */
export interface LabelCopyDraft {
  releaseTitle: string;
  primaryGenre: string;
  subGenre: string;
  pLineYear: string;
  pLineOwner: string;
  cLineYear: string;
  cLineOwner: string;
  labelName: string;
  tracks: { position: number; title: string; version: string; lyricsLanguage: string; explicit: ExplicitChoice }[];
}

const yearText = (year: number | null) => (year === null ? '' : String(year));
const yearOf = (text: string) => (text.trim() === '' ? null : Number(text));
const explicitOf = (choice: ExplicitChoice) => (choice === '' ? null : choice === 'explicit');

export function draftOf(copy: LabelCopy): LabelCopyDraft {
  return {
    ...copy,
    pLineYear: yearText(copy.pLineYear),
    cLineYear: yearText(copy.cLineYear),
    tracks: copy.tracks.map((t) => ({
      position: t.position,
      title: t.title,
      version: t.version,
      lyricsLanguage: t.lyricsLanguage ?? '',
      explicit: t.explicit === null ? '' : t.explicit ? 'explicit' : 'clean',
    })),
  };
}

const RELEASE_TEXT = ['releaseTitle', 'primaryGenre', 'subGenre', 'pLineOwner', 'cLineOwner', 'labelName'] as const;

/** Only what staff changed: the values of the stored label copy the draft differs from. */
export function patchOf(stored: LabelCopy, draft: LabelCopyDraft): LabelCopyCorrectionRequest {
  const patch: LabelCopyCorrectionRequest = {};
  for (const name of RELEASE_TEXT) if (draft[name] !== stored[name]) patch[name] = draft[name];
  if (yearOf(draft.pLineYear) !== stored.pLineYear) patch.pLineYear = yearOf(draft.pLineYear);
  if (yearOf(draft.cLineYear) !== stored.cLineYear) patch.cLineYear = yearOf(draft.cLineYear);
  const tracks = draft.tracks.flatMap((t) => {
    const old = stored.tracks.find((s) => s.position === t.position);
    if (!old) return [];
    const change: Partial<TrackLabelCopy> & { position: number } = { position: t.position };
    if (t.title !== old.title) change.title = t.title;
    if (t.version !== old.version) change.version = t.version;
    if (t.lyricsLanguage !== (old.lyricsLanguage ?? '')) change.lyricsLanguage = t.lyricsLanguage.trim() ? t.lyricsLanguage : null;
    if (explicitOf(t.explicit) !== old.explicit) change.explicit = explicitOf(t.explicit);
    return Object.keys(change).length > 1 ? [change] : [];
  });
  if (tracks.length > 0) patch.tracks = tracks;
  return patch;
}

/** The API's issue for a field of the panel ('pLineYear', 'tracks[1].version'), by the patch's track order. */
export function issueFor(
  details: readonly { field?: string; message: string }[],
  field: string,
  patch: LabelCopyCorrectionRequest | undefined,
): string | undefined {
  const track = /^tracks\.(\d+)\.(\w+)$/.exec(field);
  if (!track) return details.find((d) => d.field === field)?.message;
  const index = (patch?.tracks ?? []).findIndex((t) => t.position === Number(track[1]));
  return index < 0 ? undefined : details.find((d) => d.field === `tracks[${index}].${track[2]}`)?.message;
}

/** Every input of the panel by the name `issueFor` takes. */
export function panelFields(draft: LabelCopyDraft): string[] {
  const release = Object.keys(draft).filter((name) => name !== 'tracks');
  const tracks = draft.tracks.flatMap((t) => TRACK_INPUTS.map((name) => `tracks.${t.position}.${name}`));
  return [...release, ...tracks];
}
const TRACK_INPUTS = ['title', 'version', 'lyricsLanguage', 'explicit'] as const;
