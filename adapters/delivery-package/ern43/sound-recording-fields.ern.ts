import type { DeliveryTrack } from '../../../application/ports/release-for-delivery.port';
import type { TrackFieldName, TrackFields } from '../../../domain/tracks/track-fields';
import type { ErnNode } from './ern-node';
import type { SoundRecordingElement } from './sound-recording-sequence.ern';

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

/**
 * Every declared track field (domain/tracks), placed in the SoundRecording or null when no store reads it there (the
 * portal's own release plan; the metadata sheet carries every field). A new field fails to compile until placed here.
 */
export const TRACK_FIELDS_IN_ERN: { readonly [K in TrackFieldName]: ErnTrackField<K> | null } = {
  title: { path: ['DisplayTitle', 'TitleText'], text: String, composed: true },
  releaseAsSingle: null,
  singleReleaseDate: null,
  singleOrder: null,
  useCustomArtwork: null,
  socialClipsEnabled: null,
  version: { path: ['DisplayTitle', 'SubTitle'], text: String, composed: true },
  lyricsLanguage: { path: ['LanguageOfPerformance'], text: String },
  isrc: { path: ['SoundRecordingEdition', 'ResourceId', 'ISRC'], text: String, composed: true },
};

function placed<K extends TrackFieldName>(field: K, track: DeliveryTrack): [SoundRecordingElement, ErnNode | string][] {
  const placement = TRACK_FIELDS_IN_ERN[field] as ErnTrackField<K> | null;
  const value = (track as TrackFields)[field];
  if (!placement || placement.composed || value === null || value === '' || value === false) return [];
  const [element, ...inner] = placement.path;
  const text = placement.text(value as NonNullable<TrackFields[K]>);
  return [[element, inner.reduceRight<ErnNode | string>((content, name) => ({ [name]: content }), text)]];
}

/** The SoundRecording elements of the declared fields placed by path alone, blanks left out. */
export function declaredFieldElements(track: DeliveryTrack): Partial<Record<SoundRecordingElement, ErnNode | string>> {
  return Object.fromEntries((Object.keys(TRACK_FIELDS_IN_ERN) as TrackFieldName[]).flatMap((field) => placed(field, track)));
}
