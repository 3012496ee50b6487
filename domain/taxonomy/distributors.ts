// spec: public flow §2.4 Transfer: a fixed sorted list of about 45 names ending with 'Other / Not Listed'.
export const OTHER_DISTRIBUTOR = 'Other / Not Listed';

const NAMES = [
  'DistroKid',
  'TuneCore',
  'CD Baby',
  'AWAL',
  'Amuse',
  'Ditto Music',
  'RouteNote',
  'Symphonic Distribution',
  'The Orchard',
  'Believe',
  'UnitedMasters',
  'Stem',
  'LANDR',
  'Record Union',
  'Spinnup',
  'iMusician',
  'ONErpm',
  'Horus Music',
  'EmuBands',
  'FUGA',
  'Vydia',
  'Level Music',
  'Soundrop',
  'SoundOn',
  'Too Lost',
  'Empire',
  'Ingrooves',
  'Virgin Music Group',
  'Kontor New Media',
  'Proper Music Distribution',
  'Absolute Label Services',
  'Platoon',
  'Label Worx',
  'FreshTunes',
  'Feiyr',
  'Mondotunes',
  'Songtradr',
  'RecordJet',
  'Altafonte',
  'Label Engine',
  'Repost Network',
  'Limbo Music',
  'Boost Collective',
  'Catapult Distribution',
  'Zimbalam',
];

export const DISTRIBUTORS: readonly string[] = [
  ...[...NAMES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  OTHER_DISTRIBUTOR,
];

export function isKnownDistributor(value: unknown): boolean {
  return typeof value === 'string' && DISTRIBUTORS.includes(value);
}
