/** The portal's credit roles as ERN 4.3's ContributorRole values (AVS); any other is sent as UserDefined. */
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

/** A Contributor's Role element for one of the portal's role names. */
export function contributorRole(role: string, namespace: string): string | Record<string, string> {
  const value = AVS_ROLE[role];
  return value ?? { '@Namespace': namespace, '@UserDefinedValue': role, '#': 'UserDefined' };
}
