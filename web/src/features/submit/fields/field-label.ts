import { FIELD_LABELS } from '@domain/forms';
import { RELEASE_FIELDS } from '@domain/release/release-fields';
import { TRACK_FIELDS } from '@domain/tracks/track-fields';

/** One of a track's people, by the group the credits list them in. */
const PERSON_OF_GROUP: Record<string, string> = {
  featuredArtists: 'featured artist',
  nonFeaturedArtists: 'non-featured artist',
  producers: 'producer',
  songwriters: 'songwriter',
  masterSplits: 'master split holder',
};

/** The parts of a person or of a track's credits, as a sentence names them. */
const PART_WORDS: Record<string, string> = {
  credits: 'credits',
  songwriters: 'songwriter percentages',
  masterSplits: 'master split',
  featuredArtists: 'featured artists',
  nonFeaturedArtists: 'non-featured artists',
  producers: 'producers',
  productionYear: 'production year',
  parentalAdvisory: 'parental advisory',
  percentage: 'percentage',
  firstName: 'first name',
  surname: 'surname',
  lastName: 'last name',
  email: 'email',
  name: 'name',
};

const OTHER_FIELDS: Record<string, string> = {
  catalogueItems: 'Releases to transfer',
  spotifyProfile: 'Spotify profile',
  instagramProfile: 'Instagram',
  tiktokProfile: 'TikTok',
  artworkFileId: 'Artwork',
  formSession: 'Form check',
};

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0].toLowerCase() + text.slice(1) : text);
const declaredLabel = (fields: Record<string, { label: string }>, key: string) =>
  Object.hasOwn(fields, key) ? fields[key].label : undefined;

/** 'credits.songwriters[1].lastName' → 'songwriter 2 last name'; 'version' → 'version'. */
function trackPartLabel(path: string): string {
  const person = /^credits\.(\w+)\[(\d+)\](?:\.(\w+))?$/.exec(path);
  if (person) {
    const [, group, index, part] = person;
    const who = `${PERSON_OF_GROUP[group] ?? group} ${Number(index) + 1}`;
    return part ? `${who} ${PART_WORDS[part] ?? part}` : who;
  }
  const clip = /^socialClips\[(\d+)\]/.exec(path);
  if (clip) return `clip ${Number(clip[1]) + 1}`;
  const last = path.split('.').pop() ?? path;
  return lowerFirst(declaredLabel(TRACK_FIELDS, last)?.replace(/^Track /, '') ?? PART_WORDS[last] ?? last);
}

/**
 * The label a person reads for a field key, from the field's own declaration where there is one:
 * 'pLineYear' → '℗ year', 'tracks[0].isrc' → 'Track 1 ISRC', 'tracks[1].credits.songwriters[0].firstName' →
 * 'Track 2 songwriter 1 first name'.
 */
export function fieldLabel(field: string): string {
  const top = FIELD_LABELS[field] ?? declaredLabel(RELEASE_FIELDS, field) ?? OTHER_FIELDS[field];
  if (top) return top;
  const track = /^tracks\[(\d+)\]\.?(.*)$/.exec(field);
  if (track) return `Track ${Number(track[1]) + 1} ${track[2] ? trackPartLabel(track[2]) : ''}`.trim();
  return field;
}
