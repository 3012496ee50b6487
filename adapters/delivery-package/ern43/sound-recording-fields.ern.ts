import type { DeliveryTrack } from '../../../application/ports/release-for-delivery.port';
import type { TablePlaces } from '../../../domain/forms/field-placement';
import type { TrackFieldName, TrackFields } from '../../../domain/tracks/track-fields';
import { type ErnNode, isNotInErn, type NotInErn } from './ern-node';
import type { SoundRecordingElement } from './sequences.ern';

/**
 * Where ERN 4.3 carries a declared track field: the element path under its SoundRecording and the text stores read
 * there. `composed` marks an element the sound recording builds from more than the field (the title with its version,
 * the ISRC in its edition); any other placed field is written here, from its path alone.
 */
export interface ErnTrackField<K extends TrackFieldName> {
  readonly path: readonly [SoundRecordingElement, ...string[]];
  readonly text: (value: NonNullable<TrackFields[K]>) => string;
  readonly composed?: true;
}

type Entries = { readonly [K in TrackFieldName]?: ErnTrackField<K> | NotInErn };
/** What the compiler names when a declared track field has no entry below: the field, and where it must be placed. */
type EveryFieldPlaced<T> = TablePlaces<
  TrackFieldName,
  T,
  'TRACK_FIELDS_IN_ERN (adapters/delivery-package/ern43/sound-recording-fields.ern.ts): its path in the ERN SoundRecording, or why no store reads it there'
>;

function everyTrackField<T extends Entries>(
  table: T & EveryFieldPlaced<T>,
): { readonly [K in TrackFieldName]: ErnTrackField<K> | NotInErn } {
  return table as { readonly [K in TrackFieldName]: ErnTrackField<K> | NotInErn };
}

const asReleasePlan = { notInErn: 'the portal’s release plan; a single goes out as a release of its own' } as const;
const asPortalSetting = { notInErn: 'a setting of the portal’s own (artwork choice, social clips), not label copy' } as const;

/**
 * Every declared track field (domain/tracks), placed in the SoundRecording or said why not (the metadata sheet carries
 * every field). A new field fails to compile until placed here.
 */
export const TRACK_FIELDS_IN_ERN = everyTrackField({
  title: { path: ['DisplayTitle', 'TitleText'], text: String, composed: true },
  releaseAsSingle: asReleasePlan,
  singleReleaseDate: asReleasePlan,
  singleOrder: asReleasePlan,
  useCustomArtwork: asPortalSetting,
  socialClipsEnabled: asPortalSetting,
  version: { path: ['DisplayTitle', 'SubTitle'], text: String, composed: true },
  lyricsLanguage: { path: ['LanguageOfPerformance'], text: String },
  isrc: { path: ['SoundRecordingEdition', 'ResourceId', 'ISRC'], text: String, composed: true },
  // Only the artist's word makes a recording instrumental; an unticked box leaves the element out.
  instrumental: { path: ['IsInstrumental'], text: String },
  // A track sent before the question has no answer: ContainsAI is left out rather than claim no AI was used.
  containsAi: { path: ['ContainsAI'], text: String },
});

function placed<K extends TrackFieldName>(field: K, track: DeliveryTrack): [SoundRecordingElement, ErnNode | string][] {
  const placement = TRACK_FIELDS_IN_ERN[field] as ErnTrackField<K> | NotInErn;
  const value = (track as TrackFields)[field];
  if (isNotInErn(placement) || placement.composed || value === null || value === '' || value === false) return [];
  const [element, ...inner] = placement.path;
  const text = placement.text(value as NonNullable<TrackFields[K]>);
  return [[element, inner.reduceRight<ErnNode | string>((content, name) => ({ [name]: content }), text)]];
}

/** The SoundRecording elements of the declared fields placed by path alone, blanks left out. */
export function declaredFieldElements(track: DeliveryTrack): Partial<Record<SoundRecordingElement, ErnNode | string>> {
  return Object.fromEntries((Object.keys(TRACK_FIELDS_IN_ERN) as TrackFieldName[]).flatMap((field) => placed(field, track)));
}
