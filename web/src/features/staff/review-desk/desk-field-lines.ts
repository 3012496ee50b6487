import { fieldValueInWords } from '@domain/forms/field-words';
import type { ReleaseFieldName } from '@domain/release/release-fields';
import type { TrackFieldName } from '@domain/tracks/track-fields';

type FieldValue = string | number | boolean | null;

/**
 * How the desk shows each declared field: in the heading, listed under it (as deskFieldLines writes it), or as
 * `Other` says. Every field has its place: one added in the domain fails to compile until the desk places it.
 */
export type DeskPlaces<Name extends string, Other extends string> = Record<Name, 'heading' | 'listed' | Other>;

/** The desk's two tables, named so that tsc names the table a new field is missing from. */
export type HowTheDeskShowsEveryTrackField = DeskPlaces<TrackFieldName, 'in-words'>;
export type HowTheDeskShowsEveryReleaseField = DeskPlaces<ReleaseFieldName, 'ai-disclosure'>;

/**
 * The lines the desk lists for declared fields: those `onDesk` marks 'listed', in declared order, each as
 * "Label: value", blanks left out.
 */
export function deskFieldLines<N extends string>(
  names: readonly N[],
  onDesk: DeskPlaces<N, string>,
  labelOf: (name: N) => string,
): (values: Record<N, FieldValue>, no: string | null) => { name: N; text: string }[] {
  const listed = names.filter((name) => onDesk[name] === 'listed');
  return (values, no) =>
    listed.flatMap((name) => {
      const value = fieldValueInWords(values[name], no);
      return value === null ? [] : [{ name, text: `${labelOf(name)}: ${value}` }];
    });
}
