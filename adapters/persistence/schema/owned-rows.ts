import { artists } from './artists.table';
import { generatedId, ownedBy } from './columns';
import { submissions } from './submissions.table';

// The columns that open a row belonging to an artist or a submission: its own id, then its owner's.

/** A row of an artist's, deleted with the artist. */
export const artistRow = () => ({ id: generatedId(), artistId: ownedBy('artist_id', () => artists.id) });

/** A row of a submission's, deleted with the submission. */
export const submissionRow = () => ({ id: generatedId(), submissionId: ownedBy('submission_id', () => submissions.id) });
