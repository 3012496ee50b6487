/** The portal's credit roles as ERN 4.3.2's ContributorRole values (AVS); any other is sent as UserDefined. */
const AVS_ROLE: Readonly<Record<string, string>> = {
  Songwriter: 'ComposerLyricist',
  Composer: 'Composer',
  Lyricist: 'Lyricist',
  ComposerLyricist: 'ComposerLyricist',
  Producer: 'StudioProducer',
  StudioProducer: 'StudioProducer',
  MixingEngineer: 'MixingEngineer',
  MasteringEngineer: 'MasteringEngineer',
  RecordingEngineer: 'RecordingEngineer',
  FeaturedArtist: 'Artist',
  Artist: 'Artist',
  Performer: 'Performer',
};

/** A Contributor's Role element for one of the portal's role names (ERN 4.3.2 wraps the value in `Value`). */
export function contributorRole(role: string, namespace: string): { Value: string | Record<string, string> } {
  const value = AVS_ROLE[role];
  return { Value: value ?? { '@Namespace': namespace, '@UserDefinedValue': role, '#': 'UserDefined' } };
}
