import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  DeliveryContributor,
  DeliveryTrack,
  ReleaseForDelivery,
  ReleaseForDeliveryReader,
} from '../../../application/ports/release-for-delivery.port';
import { fieldValuesOf } from '../../../domain/forms';
import { RELEASE_FIELDS } from '../../../domain/release/release-fields';
import { isReleaseType } from '../../../domain/release/release-type';
import { submissionReference } from '../../../domain/shared/submission-reference';
import type { Database } from '../database';
import { submissionCredits, submissions, uploads } from '../schema';
import { scopedDb } from '../unit-of-work';
import { submissionWithDetails, tracksOfSubmission } from './submission-rows.query';
import { trackFieldsOf } from './submission-columns';

type Upload = typeof uploads.$inferSelect;

const CREDIT_ROLES: Readonly<Record<string, string>> = {
  featured: 'FeaturedArtist',
  non_featured: 'Contributor',
  producer: 'Producer',
  songwriter: 'Songwriter',
};

const fact = (upload: Upload, name: string): number | null => {
  const value = upload.quality?.facts[name];
  return typeof value === 'number' ? value : null;
};
const extension = (upload: Upload) => /\.([a-z0-9]+)$/i.exec(upload.storageKey)?.[1]?.toLowerCase() ?? 'bin';

/**
 * The approved release as stored. Label copy the wizard does not collect yet takes the label's defaults (label name,
 * ℗/© from the release year); a missing genre stays empty so the delivery refuses it rather than guessing.
 */
export class DrizzleReleaseForDeliveryReader implements ReleaseForDeliveryReader {
  constructor(
    private readonly root: Database,
    private readonly labelName: string,
  ) {}

  async read(submissionId: string): Promise<ReleaseForDelivery | null> {
    const db = scopedDb(this.root);
    const release = await submissionWithDetails(
      db,
      and(eq(submissions.id, submissionId), sql`lower(${submissions.status}) in ('approved', 'live')`),
    );
    if (!release) return null;
    const { submission, details } = release;
    const tracks = await tracksOfSubmission(db, submissionId);
    const credits = tracks.length
      ? await db
          .select()
          .from(submissionCredits)
          .where(
            inArray(
              submissionCredits.trackId,
              tracks.map((t) => t.id),
            ),
          )
          .orderBy(asc(submissionCredits.position))
      : [];
    const fileIds = [details?.artworkFileId, ...tracks.map((t) => t.fileId)].filter((id): id is string => !!id);
    const files = fileIds.length
      ? await db
          .select()
          .from(uploads)
          .where(inArray(sql`${uploads.id}::text`, fileIds))
      : [];
    const fileById = new Map(files.map((f) => [f.id, f]));
    const upc = submission.upc ?? '';
    const artwork = details?.artworkFileId ? fileById.get(details.artworkFileId) : undefined;
    const year = Number((submission.releaseDate ?? '').slice(0, 4)) || submission.createdAt.getUTCFullYear();
    const labelName = details?.labelName || this.labelName;
    const pLine = { year: details?.pLineYear ?? year, owner: details?.pLineOwner || labelName };
    const cLine = { year: details?.cLineYear ?? year, owner: details?.cLineOwner || labelName };
    return {
      ...fieldValuesOf(RELEASE_FIELDS, { ...details, ...submission }),
      pLineYear: pLine.year,
      pLineOwner: pLine.owner,
      cLineYear: cLine.year,
      cLineOwner: cLine.owner,
      submissionId,
      reference: submissionReference(submissionId) ?? submissionId,
      releaseType: isReleaseType(submission.releaseType) ? submission.releaseType : tracks.length > 2 ? 'ep' : 'single',
      title: submission.releaseTitle,
      displayArtist: submission.artistName,
      labelName,
      upc,
      pLine,
      cLine,
      primaryGenre: details?.primaryGenre ?? '',
      secondaryGenre: details?.subGenre || null,
      releaseDate: submission.releaseDate ?? '',
      artwork: {
        storageKey: artwork?.storageKey ?? '',
        fileName: `${upc}.${artwork ? extension(artwork) : 'jpg'}`,
        sha256: artwork?.sha256 ?? '',
        sizeBytes: artwork?.size ?? 0,
        widthPx: artwork ? fact(artwork, 'width') : null,
        heightPx: artwork ? fact(artwork, 'height') : null,
      },
      tracks: tracks.map((track, index): DeliveryTrack => {
        const audio = track.fileId ? fileById.get(track.fileId) : undefined;
        const sequence = index + 1;
        const contributors: DeliveryContributor[] = credits
          .filter((c) => c.trackId === track.id)
          .map((c) => ({ name: `${c.firstName} ${c.lastName}`.trim(), role: CREDIT_ROLES[c.kind] ?? 'Contributor' }))
          .filter((c) => c.name);
        return {
          ...trackFieldsOf(track),
          trackId: track.id,
          sequence,
          isrc: track.isrc ?? '',
          displayArtist: submission.artistName,
          contributors,
          explicit: track.parentalAdvisory === true,
          durationSeconds: audio ? Math.round(fact(audio, 'durationSeconds') ?? 0) : 0,
          audio: {
            storageKey: audio?.storageKey ?? '',
            fileName: `${upc}_01_${String(sequence).padStart(3, '0')}${track.isrc ? `_${track.isrc}` : ''}.${audio ? extension(audio) : 'wav'}`,
            sha256: audio?.sha256 ?? '',
            sizeBytes: audio?.size ?? 0,
            sampleRateHz: audio ? fact(audio, 'sampleRate') : null,
            bitsPerSample: audio ? fact(audio, 'bitDepth') : null,
            channels: audio ? fact(audio, 'channels') : null,
          },
        };
      }),
    };
  }
}
