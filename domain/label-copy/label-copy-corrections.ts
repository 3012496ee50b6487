import { parentalAdvisoryLabel } from '../credits/credits.messages';
import { lineText } from './copyright-line';
import type { LabelCopy, ReleaseLabelCopy, TrackLabelCopy } from './label-copy';
import { LABEL_COPY_FIELDS, LABEL_COPY_MESSAGES, TRACK_LABEL_COPY_FIELDS } from './label-copy';

/** One corrected line of label copy, as the timeline keeps it: '' is blank (or the label's default where there is one). */
export interface LabelCopyCorrection {
  /** 'pLine', 'primaryGenre', 'tracks[1].version'… */
  field: string;
  /** In words: '℗ line', 'Track 2 version'. */
  label: string;
  before: string;
  after: string;
  /** A blank value means the label's default (℗/© line, label name). */
  hasDefault: boolean;
}

interface Line<T> {
  field: string;
  label: string;
  text: (copy: T) => string;
  hasDefault?: boolean;
}

const RELEASE_LINES: readonly Line<ReleaseLabelCopy>[] = [
  { field: 'releaseTitle', label: LABEL_COPY_FIELDS.releaseTitle.label, text: (c) => c.releaseTitle },
  { field: 'primaryGenre', label: LABEL_COPY_FIELDS.primaryGenre.label, text: (c) => c.primaryGenre },
  { field: 'subGenre', label: LABEL_COPY_FIELDS.subGenre.label, text: (c) => c.subGenre },
  { field: 'pLine', label: '℗ line', text: (c) => lineText(c.pLineYear, c.pLineOwner), hasDefault: true },
  { field: 'cLine', label: '© line', text: (c) => lineText(c.cLineYear, c.cLineOwner), hasDefault: true },
  { field: 'labelName', label: LABEL_COPY_FIELDS.labelName.label, text: (c) => c.labelName, hasDefault: true },
];

const trackWord = (label: string) => label.replace(/^Track /, '').toLowerCase();

const TRACK_LINES: readonly Line<TrackLabelCopy>[] = [
  { field: 'title', label: trackWord(TRACK_LABEL_COPY_FIELDS.title.label), text: (t) => t.title },
  { field: 'version', label: trackWord(TRACK_LABEL_COPY_FIELDS.version.label), text: (t) => t.version },
  { field: 'lyricsLanguage', label: trackWord(TRACK_LABEL_COPY_FIELDS.lyricsLanguage.label), text: (t) => t.lyricsLanguage ?? '' },
  {
    field: 'explicit',
    label: trackWord(TRACK_LABEL_COPY_FIELDS.explicit.label),
    text: (t) => (t.explicit === null ? '' : parentalAdvisoryLabel(t.explicit)),
  },
];

/** The lines that differ between two states of a release's label copy, release lines first, then track by track. */
export function labelCopyCorrections(before: LabelCopy, after: LabelCopy): LabelCopyCorrection[] {
  const changed = <T>(lines: readonly Line<T>[], from: T, to: T, field: (f: string) => string, label: (l: string) => string) =>
    lines
      .filter((line) => line.text(from) !== line.text(to))
      .map((line) => ({
        field: field(line.field),
        label: label(line.label),
        before: line.text(from),
        after: line.text(to),
        hasDefault: line.hasDefault === true,
      }));
  return [
    ...changed(
      RELEASE_LINES,
      before,
      after,
      (f) => f,
      (l) => l,
    ),
    ...after.tracks.flatMap((track) => {
      const old = before.tracks.find((t) => t.position === track.position);
      if (!old) return [];
      const n = track.position + 1;
      return changed(
        TRACK_LINES,
        old,
        track,
        (f) => `tracks[${track.position}].${f}`,
        (l) => `Track ${n} ${l}`,
      );
    }),
  ];
}

/** 'Staff corrected ℗ line: "2025 Old" → "2026 New"': the timeline's words for one correction. */
export function correctionSentence(c: Pick<LabelCopyCorrection, 'label' | 'before' | 'after' | 'hasDefault'>): string {
  const shown = (value: string) => (value ? `"${value}"` : c.hasDefault ? LABEL_COPY_MESSAGES.labelDefault : LABEL_COPY_MESSAGES.blank);
  return LABEL_COPY_MESSAGES.corrected(c.label, shown(c.before), shown(c.after));
}
