/** Who the artist is and where they are: the fields of wizard step 1. */
export const ARTIST_STEP_FIELD_NAMES = ['firstName', 'surname', 'email', 'artistName', 'country', 'city'] as const;
