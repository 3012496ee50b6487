import type { TrackFieldName, TrackFields } from '../../../domain/tracks';

/** Named so that the compiler's message for a field left out says which table lacks it. */
type RoundTripValueOfEveryTrackField = { [K in TrackFieldName]: TrackFields[K] };

/**
 * A value for every declared track field (domain/tracks), none of them a new track's: a field added to the
 * declaration fails to compile here until the round-trip tests give it a value to carry through every layer.
 */
export const TRACK_ROUND_TRIP: RoundTripValueOfEveryTrackField = {
  title: 'Every Field (Round Trip)',
  releaseAsSingle: true,
  singleReleaseDate: '2025-08-18',
  singleOrder: 1,
  useCustomArtwork: true,
  socialClipsEnabled: true,
  version: 'Radio Edit',
  lyricsLanguage: 'fr',
  isrc: 'FRZ032600042',
  instrumental: true,
  containsAi: 'All',
};

/** The database column of a declared field: its name in snake case. */
export const columnOf = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
