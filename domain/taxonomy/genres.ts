// spec: public flow §3 Genre taxonomy: ~27 primary genres (those the spec names plus Dance, Children's Music and
// Soundtrack), sub-genres after the Apple Music / iTunes public genre list, each list ending 'None of the above'.
export const NONE_OF_THE_ABOVE = 'None of the above';

const RAW_GENRES: Readonly<Record<string, readonly string[]>> = {
  Pop: ['Adult Contemporary', 'Britpop', 'C-Pop', 'Dance Pop', 'Electropop', 'Indie Pop', 'J-Pop', 'K-Pop', 'Pop/Rock', 'Singer/Songwriter', 'Synth-Pop', 'Teen Pop'],
  Folk: ['Americana', 'Anti-Folk', 'Celtic Folk', 'Contemporary Folk', 'Folk-Rock', 'Indie Folk', 'Singer/Songwriter', 'Traditional Folk'],
  Country: ['Alternative Country', 'Americana', 'Bluegrass', 'Contemporary Bluegrass', 'Contemporary Country', 'Country Gospel', 'Country Pop', 'Honky Tonk', 'Outlaw Country', 'Traditional Bluegrass', 'Traditional Country', 'Urban Cowboy'],
  Jazz: ['Avant-Garde Jazz', 'Bebop', 'Big Band', 'Contemporary Jazz', 'Cool Jazz', 'Crossover Jazz', 'Dixieland', 'Fusion', 'Hard Bop', 'Latin Jazz', 'Mainstream Jazz', 'Ragtime', 'Smooth Jazz', 'Trad Jazz', 'Vocal Jazz'],
  'R&B/Soul': ['Contemporary R&B', 'Disco', 'Doo Wop', 'Funk', 'Motown', 'Neo-Soul', 'Northern Soul', 'Psychedelic Soul', 'Quiet Storm', 'Soul', 'Soul Blues', 'Southern Soul'],
  Rock: ['Adult Alternative', 'American Trad Rock', 'Arena Rock', 'Blues-Rock', 'British Invasion', 'Glam Rock', 'Hard Rock', 'Jam Bands', 'Prog-Rock/Art Rock', 'Psychedelic', 'Rock & Roll', 'Rockabilly', 'Roots Rock', 'Southern Rock', 'Surf', 'Tex-Mex'],
  African: ['Afro-Beat', 'Afro-House', 'Afro-Pop', 'Afro-Soul', 'Afrobeats', 'Alté', 'Amapiano', 'Bongo Flava', 'Gqom', 'Highlife', 'Kizomba', 'Kwaito', 'Makossa', 'Mbalax', 'Soukous'],
  Alternative: ['College Rock', 'Emo', 'Goth Rock', 'Grunge', 'Indie Rock', 'Lo-Fi', 'Math Rock', 'New Wave', 'Post-Punk', 'Punk', 'Shoegaze'],
  Arabic: ['Arabic Pop', 'Islamic', 'Khaleeji', 'Khaleeji Jalsat', 'Khaleeji Shaabi', 'Levant', 'Levant Dabke', 'Maghreb Chaabi', 'Maghreb Rai', 'Mahraganat', 'Shaabi', 'Tarab'],
  Asian: ['Anime', 'C-Pop', 'Cantopop/HK-Pop', 'Chinese Hip-Hop', 'Enka', 'Indonesian Pop', 'J-Pop', 'J-Rock', 'K-Indie', 'K-Pop', 'Kayokyoku', 'Mandopop', 'OPM', 'Thai Pop', 'Vietnamese Pop'],
  Blues: ['Acoustic Blues', 'Chicago Blues', 'Classic Blues', 'Contemporary Blues', 'Country Blues', 'Delta Blues', 'Electric Blues'],
  Brazilian: ['Axé', 'Baile Funk', 'Bossa Nova', 'Brega', 'Choro', 'Forró', 'Frevo', 'MPB', 'Pagode', 'Samba', 'Sertanejo'],
  'Christian & Gospel': ['CCM', 'Christian AC', 'Christian Metal', 'Christian Pop', 'Christian Rap', 'Christian Rock', 'Classic Christian', 'Contemporary Gospel', 'Gospel', 'Praise & Worship', 'Southern Gospel', 'Traditional Gospel'],
  Classical: ['Art Song', 'Avant-Garde', 'Baroque Era', 'Chamber Music', 'Chant', 'Choral', 'Classical Crossover', 'Contemporary Era', 'Early Music', 'Impressionist', 'Medieval Era', 'Minimalism', 'Modern Era', 'Opera', 'Orchestral', 'Renaissance', 'Romantic Era', 'Wedding Music'],
  'Easy Listening': ['Bop', 'Exotica', 'Instrumental Pop', 'Lounge', 'Swing', 'Vocal'],
  Electronic: ['Ambient', 'Bass', 'Breakbeat', 'Downtempo', 'Drum & Bass', 'Dubstep', 'Electronica', 'Hardstyle', 'House', 'IDM/Experimental', 'Industrial', 'Synthwave', 'Techno', 'Trance', 'Trip Hop', 'UK Garage'],
  'Hip-Hop/Rap': ['Alternative Rap', 'Boom Bap', 'Conscious Hip-Hop', 'Dirty South', 'Drill', 'East Coast Rap', 'Gangsta Rap', 'Grime', 'Hardcore Rap', 'Hip-Hop', 'Latin Rap', 'Old School Rap', 'Rap', 'Trap', 'UK Hip-Hop', 'Underground Rap', 'West Coast Rap'],
  Indian: ['Bhangra', 'Bollywood', 'Carnatic Classical', 'Devotional & Spiritual', 'Ghazals', 'Hindustani Classical', 'Indian Folk', 'Indian Pop', 'Punjabi', 'Regional Indian', 'Sufi', 'Tamil', 'Telugu'],
  Latin: ['Alternativo & Rock Latino', 'Bachata', 'Baladas y Boleros', 'Contemporary Latin', 'Corridos', 'Cumbia', 'Latin Jazz', 'Latin Trap', 'Latin Urban', 'Merengue', 'Pop Latino', 'Raíces', 'Regional Mexicano', 'Reggaeton', 'Salsa y Tropical', 'Tango'],
  Metal: ['Black Metal', 'Death Metal', 'Deathcore', 'Doom Metal', 'Glam Metal', 'Heavy Metal', 'Industrial Metal', 'Metalcore', 'Nu Metal', 'Power Metal', 'Progressive Metal', 'Sludge Metal', 'Speed Metal', 'Stoner Metal', 'Symphonic Metal', 'Thrash Metal'],
  Reggae: ['Dancehall', 'Dub', 'Lovers Rock', 'Modern Dancehall', 'Ragga', 'Reggae Fusion', 'Rocksteady', 'Roots Reggae', 'Ska'],
  Relaxation: ['Binaural Beats', 'Healing', 'Meditation', 'Nature Sounds', 'Sleep', 'Spa', 'Study', 'White Noise', 'Yoga'],
  Various: ['Christmas', 'Comedy', 'Compilation', 'Fitness & Workout', 'Halloween', 'Holiday', 'Karaoke', 'Novelty', 'Spoken Word', 'Stand-Up Comedy'],
  'World Music': ['Afro-Cuban', 'Australian', 'Balkan', 'Cajun', 'Calypso', 'Caribbean', 'Celtic', 'Fado', 'Flamenco', 'Greek', 'Hawaiian', 'Klezmer', 'Polka', 'South African', 'Turkish', 'Worldbeat', 'Zydeco'],
  Dance: ['Club', 'Dance Pop', 'Disco', 'Electro House', 'Eurodance', 'Garage', 'Hardcore', 'Hi-NRG', 'House', 'Jungle', 'Progressive House', 'Tech House', 'Techno', 'Trance'],
  "Children's Music": ['Educational', 'Kids Pop', 'Lullabies', 'Nursery Rhymes', 'Sing-Along', 'Stories'],
  Soundtrack: ['Foreign Cinema', 'Musicals', 'Original Score', 'Soundtrack', 'TV Soundtrack', 'Video Game'],
};

export interface Genre {
  readonly name: string;
  readonly subGenres: readonly string[];
}

/** The six the spec lists first keep their place; the rest follow alphabetically. */
const LEADING = ['Pop', 'Folk', 'Country', 'Jazz', 'R&B/Soul', 'Rock'];
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

export const GENRES: readonly Genre[] = [
  ...LEADING,
  ...Object.keys(RAW_GENRES).filter((g) => !LEADING.includes(g)).sort(byName),
].map((name) => ({ name, subGenres: [...[...RAW_GENRES[name]].sort(byName), NONE_OF_THE_ABOVE] }));

export const PRIMARY_GENRES: readonly string[] = GENRES.map((g) => g.name);

export function subGenresOf(primary: string | null | undefined): readonly string[] {
  return GENRES.find((g) => g.name === primary)?.subGenres ?? [];
}

export function isPrimaryGenre(value: unknown): boolean {
  return typeof value === 'string' && PRIMARY_GENRES.includes(value);
}

export function isSubGenreOf(primary: string, sub: string): boolean {
  return subGenresOf(primary).includes(sub);
}

/** Changing the primary genre clears the sub-genre; the sub-genre is enabled once a primary is picked. */
export function choosePrimaryGenre<T extends { primaryGenre: string; subGenre: string }>(form: T, primary: string): T {
  return primary === form.primaryGenre ? form : { ...form, primaryGenre: primary, subGenre: '' };
}
