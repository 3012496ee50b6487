import { eq } from 'drizzle-orm';
import { artists, submissions, submissionTracks } from '../schema';

// The join conditions the release queries share, named for what they join.

/** A track to the release (submission) it is on. */
export const trackRelease = eq(submissions.id, submissionTracks.submissionId);

/** A release to the artist account it belongs to. */
export const releaseArtist = eq(artists.id, submissions.artistId);
