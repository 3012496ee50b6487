// spec: public flow §2.6: the credits role catalogue, 13 groups; searching filters a flat sorted list.
export const ROLE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'Core Roles': ['Arranger', 'Band', 'Choir', 'Composer', 'Conductor', 'Ensemble', 'Featured Artist', 'Lyricist', 'Main Artist', 'Musician', 'Orchestra', 'Performer', 'Remixer', 'Songwriter'],
  'Rhythm & Percussion': ['Bongos', 'Cajón', 'Congas', 'Cowbell', 'Cymbals', 'Djembe', 'Drum Machine', 'Drums', 'Glockenspiel', 'Marimba', 'Percussion', 'Shaker', 'Snare Drum', 'Steel Drums', 'Tabla', 'Tambourine', 'Timpani', 'Triangle', 'Vibraphone', 'Xylophone'],
  'Bass Instruments': ['Acoustic Bass', 'Bass', 'Bass Guitar', 'Double Bass', 'Electric Bass', 'Five-String Bass', 'Fretless Bass', 'Synth Bass', 'Upright Bass', 'Washtub Bass'],
  Guitars: ['Acoustic Guitar', 'Banjo', 'Baritone Guitar', 'Classical Guitar', 'Dobro', 'Electric Guitar', 'Flamenco Guitar', 'Guitar', 'Lap Steel Guitar', 'Lead Guitar', 'Mandolin', 'Pedal Steel Guitar', 'Resonator Guitar', 'Rhythm Guitar', 'Slide Guitar', 'Twelve-String Guitar', 'Ukulele'],
  'Keyboards & Piano': ['Accordion', 'Celesta', 'Clavinet', 'Electric Piano', 'Fender Rhodes', 'Grand Piano', 'Hammond Organ', 'Harmonium', 'Harpsichord', 'Keyboards', 'Mellotron', 'Melodica', 'Organ', 'Piano', 'Pipe Organ', 'Synthesizer', 'Toy Piano', 'Wurlitzer'],
  Strings: ['Autoharp', 'Cello', 'Dulcimer', 'Fiddle', 'Harp', 'Hurdy-Gurdy', 'Lute', 'String Section', 'Strings', 'Viola', 'Viola da Gamba', 'Violin', 'Zither'],
  Brass: ['Baritone Horn', 'Bass Trombone', 'Brass Section', 'Bugle', 'Cornet', 'Euphonium', 'Flugelhorn', 'French Horn', 'Horn Section', 'Mellophone', 'Piccolo Trumpet', 'Sousaphone', 'Trombone', 'Trumpet', 'Tuba'],
  Woodwinds: ['Alto Saxophone', 'Baritone Saxophone', 'Bass Clarinet', 'Bassoon', 'Clarinet', 'Contrabassoon', 'English Horn', 'Flute', 'Harmonica', 'Oboe', 'Pan Flute', 'Piccolo', 'Recorder', 'Saxophone', 'Soprano Saxophone', 'Tenor Saxophone', 'Tin Whistle', 'Woodwinds'],
  Vocals: ['Alto Vocals', 'Backing Vocals', 'Baritone Vocals', 'Bass Vocals', 'Beatboxing', 'Falsetto', 'Harmony Vocals', 'Lead Vocals', 'Mezzo-Soprano Vocals', 'Rap Vocals', 'Soprano Vocals', 'Spoken Word', 'Tenor Vocals', 'Vocal Ad-Libs', 'Vocals', 'Whistling', 'Yodeling'],
  'World Instruments': ['Bagpipes', 'Balalaika', 'Bansuri', 'Bodhrán', 'Bouzouki', 'Charango', 'Didgeridoo', 'Duduk', 'Erhu', 'Guzheng', 'Hang Drum', 'Kalimba', 'Kora', 'Koto', 'Mbira', 'Oud', 'Pipa', 'Santoor', 'Sarangi', 'Sarod', 'Shakuhachi', 'Shamisen', 'Sitar', 'Steelpan', 'Tanpura'],
  Electronic: ['Beat Maker', 'DJ', 'Drum Programming', 'Electronic Instruments', 'Keytar', 'Loops', 'MIDI Controller', 'Modular Synthesizer', 'Programming', 'Sampler', 'Sequencer', 'Talk Box', 'Theremin', 'Turntables', 'Vocoder'],
  'Production & Engineering': ['A&R', 'Additional Production', 'Assistant Engineer', 'Audio Engineer', 'Co-Producer', 'Dolby Atmos Mixing Engineer', 'Editing', 'Executive Producer', 'Mastering Engineer', 'Mix Assistant', 'Mixing Engineer', 'Producer', 'Recording Engineer', 'Sound Engineer', 'Tracking Engineer', 'Vocal Engineer', 'Vocal Producer'],
  Specialized: ['Choir Director', 'Concertmaster', 'Contractor', 'Copyist', 'Foley Artist', 'Horn Arranger', 'Librettist', 'Music Director', 'Narrator', 'Orchestrator', 'Session Musician', 'Sound Designer', 'String Arranger', 'Translator', 'Vocal Arranger'],
};

export const ROLE_GROUP_NAMES: readonly string[] = Object.keys(ROLE_GROUPS);

/** Every role once, sorted (English, case-insensitive). */
export const ALL_ROLES: readonly string[] = [...new Set(Object.values(ROLE_GROUPS).flat())].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/** Case- and accent-insensitive substring search over the flat sorted list; a blank query returns all. */
export function searchRoles(query: string | null | undefined): readonly string[] {
  const q = fold(query ?? '');
  return q === '' ? ALL_ROLES : ALL_ROLES.filter((role) => fold(role).includes(q));
}

export function isKnownRole(value: string): boolean {
  return ALL_ROLES.includes(value);
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
}
