// The wizard step (0-3) that shows a field of the submission, so a step validates only its own fields.
const ARTIST_FIELDS = [
  'firstName',
  'surname',
  'email',
  'phone',
  'artistName',
  'country',
  'city',
  'instagramProfile',
  'tiktokProfile',
  'spotifyProfile',
  'listenLink',
  'formSession',
];
const ADDITIONAL_FIELDS = ['bio', 'influences', 'proNumber'];

export function wizardStepOfField(field: string): number {
  if (ARTIST_FIELDS.includes(field)) return 0;
  if (ADDITIONAL_FIELDS.includes(field)) return 2;
  return 1;
}
