import { RELEASE_FIELD_NAMES, type ReleaseFieldName } from '@domain/release/release-fields';

/**
 * Where the wizard takes each declared release field: the release details, the type and strategy choices, or the
 * label copy section. A field added in domain/release fails to compile until it is placed.
 */
type HowTheWizardTakesEveryReleaseField = Record<ReleaseFieldName, 'release-details' | 'release-choices' | 'label-copy' | 'ai-disclosure'>;

export const RELEASE_FIELD_INPUTS: HowTheWizardTakesEveryReleaseField = {
  releaseType: 'release-choices',
  releaseTitle: 'release-details',
  primaryGenre: 'release-details',
  subGenre: 'release-details',
  releaseDate: 'release-details',
  earlyReleaseRequest: 'release-details',
  earlyReleaseReason: 'release-details',
  releaseStrategy: 'release-choices',
  fullReleaseDate: 'release-choices',
  pLineYear: 'label-copy',
  pLineOwner: 'label-copy',
  cLineYear: 'label-copy',
  cLineOwner: 'label-copy',
  labelName: 'label-copy',
  upc: 'label-copy',
  artworkContainsAi: 'ai-disclosure',
  aiVocals: 'ai-disclosure',
  aiInstrumentation: 'ai-disclosure',
  aiComposition: 'ai-disclosure',
  aiLyrics: 'ai-disclosure',
};

/** The label copy section's fields, in declaration order. */
export const LABEL_COPY_SECTION_FIELDS = RELEASE_FIELD_NAMES.filter((name) => RELEASE_FIELD_INPUTS[name] === 'label-copy');
