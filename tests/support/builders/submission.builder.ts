import type { CreateItemRequest, SubmissionFormPayload, TrackPayload } from '../../../wire';
import type { SubmissionDraft } from '../../../application/ports/submission.repository.port';
import type { TrackCredits } from '../../../domain/credits';
import { NOVA_LANE } from './artist-details.builder';

/** A track as the wizard sends it, every field the wizard fills present (tests read them back). */
export type BuiltTrack = TrackPayload &
  Required<
    Pick<
      TrackPayload,
      | 'id'
      | 'title'
      | 'fileName'
      | 'releaseAsSingle'
      | 'singleReleaseDate'
      | 'singleOrder'
      | 'useCustomArtwork'
      | 'socialClipsEnabled'
      | 'socialClips'
    >
  > & { credits: TrackCredits };

/** The wizard's form on the wire, with the built tracks. */
export type BuiltForm = Omit<SubmissionFormPayload, 'tracks'> & { tracks: BuiltTrack[] };

/** Test data for POST /api/monday/create-item (public flow §7), built like the wizard would send it: the wire shape. */
export interface BuiltSubmission extends CreateItemRequest {
  itemName: string;
  formData: BuiltForm;
  additionalData: SubmissionDraft['additionalData'];
  website: string;
  email_confirm: string;
}

/**
 * Field overrides of a built form. Typed by the wire shape; a test that sends what the wire type forbids (a wrong
 * type, an unknown field) says so at its call site with `asHostile`.
 */
export type FormOverrides = Partial<BuiltForm>;

/** An override the wire type does not allow, sent on purpose to test the API's refusal. */
export function asHostile(fields: Record<string, unknown>): FormOverrides {
  return fields as FormOverrides;
}

function credits(i: number): TrackCredits {
  return {
    soloWork: false,
    selfProduced: false,
    selfWritten: false,
    featuredArtists: [{ id: `fa${i}`, firstName: 'Ava', surname: 'Stone', email: 'ava@example.com', roles: ['Lead Vocals', 'Guitar'] }],
    nonFeaturedArtists: [{ id: `nf${i}`, firstName: 'Ben', surname: 'Ray', email: '', roles: ['Drums'] }],
    producers: [{ id: `p${i}`, firstName: 'Cleo', surname: 'North', email: 'cleo@example.com' }],
    songwriters: [
      { id: `s${i}a`, firstName: 'Dan', lastName: 'West', email: 'dan@example.com', percentage: 60 },
      { id: `s${i}b`, firstName: 'Eve', lastName: 'East', email: '', percentage: 40 },
    ],
    hasMasterSplit: true,
    masterSplits: [
      { id: `m${i}a`, contributorId: `p${i}`, percentage: 50 },
      { id: `m${i}b`, firstName: 'Fay', lastName: 'Lake', email: 'fay@example.com', percentage: 50 },
    ],
    productionYear: 2024,
    parentalAdvisory: i % 2 === 0,
    lyrics: `Lyrics of track ${i + 1}`,
  };
}

export function aTrack(i: number, options: { singleDate?: string; singleOrder?: number } = {}): BuiltTrack {
  return {
    id: `t${i}`,
    title: `Track ${i + 1}`,
    fileName: `track-${i + 1}.wav`,
    releaseAsSingle: !!options.singleDate,
    singleReleaseDate: options.singleDate ?? null,
    singleOrder: options.singleOrder ?? null,
    useCustomArtwork: false,
    socialClipsEnabled: true,
    containsAi: 'None',
    socialClips: [
      { id: `c${i}a`, startTime: '00:00', endTime: '00:30', description: 'Intro' },
      { id: `c${i}b`, startTime: '01:00', endTime: '01:45', description: 'Chorus' },
    ],
    credits: credits(i),
  };
}

export function aSubmission(overrides: { tracks?: number; form?: FormOverrides; singlesFirst?: boolean } = {}): BuiltSubmission {
  const count = overrides.tracks ?? 1;
  const singles = overrides.singlesFirst ?? false;
  const tracks = Array.from({ length: count }, (_, i) =>
    singles && i < 2 ? aTrack(i, { singleDate: i === 0 ? '2025-07-14' : '2025-08-11', singleOrder: i + 1 }) : aTrack(i),
  );
  return {
    itemName: 'Nova Lane - Night Drive',
    formData: {
      ...NOVA_LANE,
      instagramProfile: 'https://instagram.com/novalane',
      tiktokProfile: '',
      noInstagram: false,
      noTikTok: true,
      spotifyProfile: '',
      phone: '+44 20 0000 0000',
      uploadType: 'new-music',
      releaseType: count === 1 ? 'single' : count <= 6 ? 'ep' : 'lp',
      releaseTitle: 'Night Drive',
      primaryGenre: 'Pop',
      subGenre: 'Synth-Pop',
      releaseDate: '2025-09-01',
      earlyReleaseRequest: false,
      earlyReleaseReason: '',
      influences: 'Robyn, Chvrches',
      bio: 'Synth-pop from London.',
      proNumber: 'PPL-1234',
      publishingAdministrationInterest: true,
      distributor: '',
      catalogueItems: [],
      tracks,
      releaseStrategy: singles ? 'singles_first' : count >= 2 ? 'together' : null,
      fullReleaseDate: singles ? '2025-09-08' : '2025-09-01',
      artworkContainsAi: 'None',
      ...overrides.form,
    },
    additionalData: { mainFolderUrl: 'https://files.example/nova', audioUrls: [], imageUrls: [], transferUrls: [] },
    website: '',
    email_confirm: '',
  };
}
