import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  DeliveryContributor,
  DeliveryTrack,
  ReleaseForDelivery,
  ReleaseForDeliveryReader,
} from '../../../application/ports/release-for-delivery.port';
import type { QualityReport } from '../../../application/ports/upload.repository.port';
import { isReleaseType } from '../../../domain/release/release-type';
import { LABEL_NAME } from '../../../domain/shared/label';
import { submissionReference } from '../../../domain/shared/submission-reference';
import type { Database } from '../database';
import { submissionCredits, submissionDetails, submissions, submissionTracks, uploads } from '../schema';
import { scopedDb } from '../unit-of-work';

const DELIVERABLE = ['approved', 'live'];
const CREDIT_ROLE: Readonly<Record<string, string>> = { featured: 'FeaturedArtist', producer: 'Producer', songwriter: 'Songwriter' };

type Upload = typeof uploads.$inferSelect;
const fact = (quality: QualityReport | null, name: string): number | null => {
  const value = quality?.facts[name];
  return typeof value === 'number' ? value : null;
};

/** An approved (or live) release as stores need it, with its identifiers, label copy and stored files. */
export class DrizzleReleaseForDeliveryReader implements ReleaseForDeliveryReader {
  constructor(private readonly root: Database) {}

  async read(submissionId: string): Promise<ReleaseForDelivery | null> {
    const db = scopedDb(this.root);
    const [row] = await db
      .select({ submission: submissions, details: submissionDetails })
      .from(submissions)
      .innerJoin(submissionDetails, eq(submissionDetails.submissionId, submissions.id))
      .where(eq(submissions.id, submissionId));
    if (!row || !DELIVERABLE.includes(row.submission.status.toLowerCase())) return null;
    const { submission, details } = row;
    const tracks = await db
      .select()
      .from(submissionTracks)
      .where(eq(submissionTracks.submissionId, submissionId))
      .orderBy(asc(submissionTracks.position));
    const fileIds = [...tracks.map((t) => t.fileId), details.artworkFileId].filter((id): id is string => Boolean(id));
    const files = new Map((await db.select().from(uploads).where(inArray(uploads.id, fileIds))).map((u) => [u.id, u]));
    const credits = tracks.length
      ? await db
          .select()
          .from(submissionCredits)
          .where(
            and(
              inArray(
                submissionCredits.trackId,
                tracks.map((t) => t.id),
              ),
            ),
          )
          .orderBy(asc(submissionCredits.position))
      : [];
    const artwork = details.artworkFileId ? files.get(details.artworkFileId) : undefined;
    const upc = submission.upc;
    if (!upc || !artwork?.sha256 || !isReleaseType(submission.releaseType) || !submission.releaseDate) return null;
    const year = Number(submission.releaseDate.slice(0, 4));
    const delivered: DeliveryTrack[] = [];
    for (const [index, track] of tracks.entries()) {
      const audio: Upload | undefined = track.fileId ? files.get(track.fileId) : undefined;
      if (!audio?.sha256 || !track.isrc) return null;
      const contributors: DeliveryContributor[] = credits
        .filter((c) => c.trackId === track.id && CREDIT_ROLE[c.kind])
        .map((c) => ({ name: `${c.firstName} ${c.lastName}`.trim(), role: CREDIT_ROLE[c.kind] }))
        .filter((c) => c.name.length > 0);
      const sequence = index + 1;
      delivered.push({
        trackId: track.id,
        sequence,
        title: track.title,
        version: null,
        isrc: track.isrc,
        displayArtist: submission.artistName,
        contributors,
        explicit: track.parentalAdvisory === true,
        lyricsLanguage: track.lyrics.trim() ? 'en' : null,
        durationSeconds: fact(audio.quality, 'durationSeconds') ?? 0,
        audio: {
          storageKey: audio.storageKey,
          fileName: `${upc}_01_${String(sequence).padStart(3, '0')}_${track.isrc}.wav`,
          sha256: audio.sha256,
          sizeBytes: audio.size,
          sampleRateHz: fact(audio.quality, 'sampleRate'),
          bitsPerSample: fact(audio.quality, 'bitDepth'),
          channels: fact(audio.quality, 'channels'),
        },
      });
    }
    return {
      submissionId,
      reference: submissionReference(submissionId) ?? submissionId,
      releaseType: submission.releaseType,
      title: submission.releaseTitle,
      displayArtist: submission.artistName,
      labelName: LABEL_NAME,
      upc,
      pLine: { year, owner: LABEL_NAME },
      cLine: { year, owner: LABEL_NAME },
      primaryGenre: details.primaryGenre,
      secondaryGenre: details.subGenre || null,
      releaseDate: submission.releaseDate,
      artwork: {
        storageKey: artwork.storageKey,
        fileName: `${upc}.jpg`,
        sha256: artwork.sha256,
        sizeBytes: artwork.size,
        widthPx: fact(artwork.quality, 'width'),
        heightPx: fact(artwork.quality, 'height'),
      },
      tracks: delivered,
    };
  }
}
