import { GENRES } from '../taxonomy';
import { METADATA_RULE_MESSAGES as M } from './metadata-rules.messages';
import { artistNamesOf, type MetadataSubject, type NamedText, titlesOf } from './metadata-subject';

export interface MetadataWarning {
  ruleId: string;
  field: string;
  message: string;
  source: string;
}

export interface MetadataRule {
  id: string;
  /** What the rule checks, for the desk's checklist. */
  title: string;
  /** The store guideline it follows. */
  source: string;
  check(subject: MetadataSubject): { field: string; message: string }[];
}

const APPLE_TITLES = 'Apple Music Style Guide: Titles';
const APPLE_ARTISTS = 'Apple Music Style Guide: Artists';
const SPOTIFY_GUIDE = 'Spotify for Artists: Metadata style guide';
const APPLE_EXPLICIT = 'Apple Music Style Guide: Explicit content';

const GENERIC_TITLE = /^(track|song|audio|title|untitled|unknown|demo|new song|new track|mix|master)\s*[-_#.]?\s*\d*$/i;
const VERSION_WORDS =
  /[([]\s*(explicit|clean|radio edit|radio version|remaster(ed)?|single|album version|original version|official (audio|video)|hq|hd|wav|mp3|bonus track)\b[^)\]]*[)\]]|\b(explicit version|clean version|official audio|official video)\b/i;
const FEATURING = /(^|[\s([])(feat\.?|ft\.?|featuring)(\s|$)/i;
const LINK_OR_EMAIL = /(https?:\/\/|www\.|\b[\w.+-]+@[\w-]+\.[\w.]+\b|\b[\w-]+\.(com|net|org|io|co|fm|me|app)\b)/i;
const EMOJI = /\p{Extended_Pictographic}/u;
const EXPLICIT_WORDS = /\b(fuck\w*|motherfuck\w*|shit\w*|bitch\w*|cunt\w*|asshole\w*|dickhead\w*|pussy)\b/i;
const GENRE_NAMES = new Set(GENRES.flatMap((g) => [g.name, ...g.subGenres]).map((n) => n.trim().toLowerCase()));

function letters(text: string): string {
  return text.replace(/[^\p{L}]/gu, '');
}

/** Single words are left alone: 'ABBA' or 'iPhone' may be the artist's spelling. */
function inOneCase(text: string, upper: boolean): boolean {
  const only = letters(text);
  const words = text.split(/\s+/).filter((w) => letters(w).length > 0);
  if (words.length < 2 || only.toUpperCase() === only.toLowerCase()) return false;
  return upper ? only === only.toUpperCase() : only === only.toLowerCase();
}

function each(items: NamedText[], test: (value: string) => boolean, message: (value: string) => string) {
  return items.filter((item) => test(item.value.trim())).map((item) => ({ field: item.field, message: message(item.value.trim()) }));
}

/** The style-guide checks run on the wizard's review step (as warnings) and on the review desk (as a checklist). */
export const METADATA_RULES: readonly MetadataRule[] = [
  {
    id: 'generic-title',
    title: 'No placeholder titles',
    source: APPLE_TITLES,
    check: (s) => each(titlesOf(s), (v) => GENERIC_TITLE.test(v), M.genericTitle),
  },
  {
    id: 'version-words-in-title',
    title: 'No version or format words in titles',
    source: APPLE_TITLES,
    check: (s) => each(titlesOf(s), (v) => VERSION_WORDS.test(v), M.versionWordsInTitle),
  },
  {
    id: 'featuring-in-artist',
    title: "No 'feat.' or 'ft.' in artist fields",
    source: APPLE_ARTISTS,
    check: (s) => each(artistNamesOf(s), (v) => FEATURING.test(v), M.featuringInArtist),
  },
  {
    id: 'all-caps-title',
    title: 'Titles not in capitals only',
    source: SPOTIFY_GUIDE,
    check: (s) => each(titlesOf(s), (v) => inOneCase(v, true), M.allCapsTitle),
  },
  {
    id: 'all-lowercase-title',
    title: 'Titles not in lower case only',
    source: SPOTIFY_GUIDE,
    check: (s) => each(titlesOf(s), (v) => inOneCase(v, false), M.allLowercaseTitle),
  },
  {
    id: 'link-email-emoji',
    title: 'No web addresses, emails or emoji in names and titles',
    source: SPOTIFY_GUIDE,
    check: (s) => each([...artistNamesOf(s), ...titlesOf(s)], (v) => LINK_OR_EMAIL.test(v) || EMOJI.test(v), M.linkOrEmoji),
  },
  {
    id: 'artist-is-genre',
    title: 'Artist name is not a genre',
    source: APPLE_ARTISTS,
    check: (s) => each(artistNamesOf(s).slice(0, 1), (v) => GENRE_NAMES.has(v.toLowerCase()), M.artistIsGenre),
  },
  {
    id: 'single-title-matches-track',
    title: "A single's title matches its track",
    source: APPLE_TITLES,
    check: (s) => {
      const track = s.tracks[0]?.title.trim() ?? '';
      const release = s.releaseTitle.trim();
      const single = (s.releaseType ?? '').toLowerCase() === 'single' && s.tracks.length === 1;
      return single && release && track && release.toLowerCase() !== track.toLowerCase()
        ? [{ field: 'releaseTitle', message: M.singleTitleMismatch(release, track) }]
        : [];
    },
  },
  {
    id: 'explicit-lyrics-flag',
    title: 'Explicit lyrics carry the Parental Advisory flag',
    source: APPLE_EXPLICIT,
    check: (s) =>
      s.tracks.flatMap((t, i) =>
        t.parentalAdvisory !== true && EXPLICIT_WORDS.test(t.lyrics)
          ? [{ field: `tracks[${i}].credits.parentalAdvisory`, message: M.explicitNotFlagged(t.title.trim() || `Track ${i + 1}`) }]
          : [],
      ),
  },
];

/** Every warning of every rule, in table order. Warnings never block a submission; staff decide. */
export function checkMetadata(subject: MetadataSubject): MetadataWarning[] {
  return METADATA_RULES.flatMap((rule) => rule.check(subject).map((issue) => ({ ruleId: rule.id, source: rule.source, ...issue })));
}
