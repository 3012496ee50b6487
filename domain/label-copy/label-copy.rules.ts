import { fieldIssues } from '../forms/field-values';
import { FORM_MESSAGES } from '../forms/forms.messages';
import { genreIssues } from '../forms/release.rules';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { isSubGenreOf } from '../taxonomy/genres';
import { parseLyricsLanguage } from '../tracks/lyrics-language';
import { lineYearIssue } from './copyright-line';
import type { LabelCopy, LabelCopyPatch, TrackLabelCopy } from './label-copy';
import { LABEL_COPY_FIELDS, LABEL_COPY_MESSAGES, TRACK_LABEL_COPY_FIELDS } from './label-copy';

const trimmed = (value: string | undefined): string | undefined => (value === undefined ? undefined : value.trim());

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The label copy after the patch: text trimmed, the language in its stored form, a sub-genre cleared when its primary changes. */
export function applyLabelCopyPatch(current: LabelCopy, patch: LabelCopyPatch): LabelCopy {
  const release = withoutUndefined({
    releaseTitle: trimmed(patch.releaseTitle),
    primaryGenre: trimmed(patch.primaryGenre),
    subGenre: trimmed(patch.subGenre),
    pLineYear: patch.pLineYear,
    pLineOwner: trimmed(patch.pLineOwner),
    cLineYear: patch.cLineYear,
    cLineOwner: trimmed(patch.cLineOwner),
    labelName: trimmed(patch.labelName),
  });
  const next: LabelCopy = { ...current, ...release, tracks: current.tracks.map((t) => ({ ...t })) };
  if (patch.subGenre === undefined && next.primaryGenre !== current.primaryGenre && !isSubGenreOf(next.primaryGenre, next.subGenre)) {
    next.subGenre = '';
  }
  for (const change of patch.tracks ?? []) {
    const track = next.tracks.find((t) => t.position === change.position);
    if (!track) continue;
    const language = change.lyricsLanguage === undefined ? undefined : languageOf(change.lyricsLanguage);
    const values: Partial<TrackLabelCopy> = withoutUndefined({
      title: trimmed(change.title),
      version: trimmed(change.version),
      lyricsLanguage: language,
      explicit: change.explicit,
    });
    Object.assign(track, values);
  }
  return next;
}

function languageOf(raw: string | null): string | null {
  if (raw === null || isBlank(raw)) return null;
  const parsed = parseLyricsLanguage(raw);
  return parsed.ok ? parsed.value : raw.trim();
}

/** Every reason the patch cannot be applied to `current`, each with its field and the domain's message. */
export function labelCopyIssues(current: LabelCopy, patch: LabelCopyPatch, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = fieldIssues(LABEL_COPY_FIELDS, { ...patch, pLineYear: undefined, cLineYear: undefined }, 'release').map(
    (i) => ({ ...i, field: i.field.replace(/^release\./, '') }),
  );
  const year = (field: 'pLineYear' | 'cLineYear', symbol: string) => {
    const message = patch[field] === undefined ? null : lineYearIssue(symbol, patch[field], now);
    if (message) issues.push({ field, message });
  };
  year('pLineYear', '℗');
  year('cLineYear', '©');
  if (patch.releaseTitle !== undefined && isBlank(patch.releaseTitle))
    issues.push({ field: 'releaseTitle', message: FORM_MESSAGES.releaseTitleRequired });
  if (patch.primaryGenre !== undefined && isBlank(patch.primaryGenre))
    issues.push({ field: 'primaryGenre', message: FORM_MESSAGES.primaryGenreRequired });
  if (patch.primaryGenre !== undefined || patch.subGenre !== undefined) {
    const next = applyLabelCopyPatch(current, { primaryGenre: patch.primaryGenre, subGenre: patch.subGenre });
    issues.push(...genreIssues(next.primaryGenre, next.subGenre));
  }
  (patch.tracks ?? []).forEach((change, index) => {
    const prefix = `tracks[${index}]`;
    if (!current.tracks.some((t) => t.position === change.position)) {
      issues.push({ field: `${prefix}.position`, message: LABEL_COPY_MESSAGES.noSuchTrack(change.position) });
      return;
    }
    issues.push(...fieldIssues(TRACK_LABEL_COPY_FIELDS, change, prefix));
    if (change.title !== undefined && isBlank(change.title))
      issues.push({ field: `${prefix}.title`, message: FORM_MESSAGES.trackTitlesRequired });
  });
  const empty = RELEASE_KEYS.every((k) => patch[k] === undefined) && (patch.tracks ?? []).length === 0;
  if (empty) issues.push({ field: 'labelCopy', message: LABEL_COPY_MESSAGES.nothingToCorrect });
  return issues;
}

const RELEASE_KEYS = Object.keys(LABEL_COPY_FIELDS) as (keyof typeof LABEL_COPY_FIELDS)[];
