import type { ReleaseFieldName, ReleaseFields } from '../../../domain/release/release-fields';

/** Named so that the compiler's message for a field left out says which table lacks it. */
type RoundTripValueOfEveryReleaseField = { [K in ReleaseFieldName]: ReleaseFields[K] };

/**
 * A value for every declared release field (domain/release), none of them a new form's: a field added to the
 * declaration fails to compile here until the round-trip test gives it a value to carry through every layer.
 */
export const RELEASE_ROUND_TRIP: RoundTripValueOfEveryReleaseField = {
  releaseType: 'single',
  releaseTitle: 'Every Release Field',
  primaryGenre: 'Pop',
  subGenre: 'Synth-Pop',
  releaseDate: '2025-09-01',
  earlyReleaseRequest: true,
  earlyReleaseReason: 'A festival slot on the release weekend',
  releaseStrategy: 'together',
  fullReleaseDate: '2025-09-01',
  pLineYear: 2024,
  pLineOwner: 'Night Drive Recordings',
  cLineYear: 2025,
  cLineOwner: 'Night Drive Artwork Ltd',
  labelName: 'Night Drive Records',
  upc: '4006381333931',
  artworkContainsAi: 'Partly',
  aiVocals: true,
  aiInstrumentation: true,
  aiComposition: true,
  aiLyrics: true,
};

/** The parts above apply to tracks made partly with generative AI: the round-trip release's track says so. */
export const PARTLY_AI_TRACK = { containsAi: 'Partly' } as const;

/** The fields the board item carries (the rest are the desk's and the delivery's). */
export const RELEASE_ON_BOARD = {
  release_type: 'single',
  release_title: 'Every Release Field',
  primary_genre: 'Pop',
  sub_genre: 'Synth-Pop',
};
