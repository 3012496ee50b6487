/** A job whose work needs nothing but the kind (housekeeping passes). */
export type NoPayload = Record<string, never>;

/** The payload EnqueueSocialClipsUseCase writes for one clip to cut. */
export interface SocialClipJobPayload {
  submissionId: string;
  fileId: string;
  trackTitle: string;
  artistName: string;
  clipId: string;
  /** The clip file's id, reserved against the upload quota when the job was enqueued. */
  clipFileId?: string;
  startTime: string;
  endTime: string;
  description?: string;
  boardItemId?: string | null;
  [key: string]: unknown;
}

/**
 * Every job kind the portal enqueues, with the payload it carries: `JobQueue.enqueue` and the API's handler
 * table are both checked against this map, so a kind cannot be enqueued with the wrong payload or lack a handler.
 */
export type JobPayloads = {
  'board.create-submission-item': { submissionId: string };
  'board.update-invitation-item': { submissionId: string; invitationId: string };
  'board.create-waiting-list-item': { entryId: string };
  /** entryId: the waiting-list entry the artist was invited from, whose item the invitation takes over. */
  'board.create-invitation-item': { invitationId: string; entryId?: string };
  'board.refresh-submission-item': { submissionId: string };
  'social-clip.cut': SocialClipJobPayload;
  'audio.analyse': { fileId: string };
  'mail.deliver': { mailId: string };
  'delivery.deliver-release': { submissionId: string };
  /** Reads the stores' acknowledgements of sent batches back (application/use-cases/delivery). */
  'delivery.read-acknowledgements': NoPayload;
  'agreements.settle-provider-request': { requestId: string };
  /** Asks a release version's collaborators to agree to their split sheets (domain/split-sheets). */
  'split-sheets.ask': { submissionId: string; version: number };
  'split-sheets.remind': { submissionId: string; email: string; round: number; ordinal: number };
  'split-sheets.expire': { submissionId: string; round: number };
  'drafts.purge-stale': NoPayload;
  'idempotency.prune': NoPayload;
  'uploads.cleanup-orphans': NoPayload;
  'uploads.expire-resumable': NoPayload;
  'monitoring.prune': NoPayload;
  'privacy.retention': NoPayload;
};

export type JobKind = keyof JobPayloads;

/** The kinds that carry no payload: the ones a timer can enqueue by name alone. */
export type HousekeepingJobKind = { [K in JobKind]: JobPayloads[K] extends NoPayload ? K : never }[JobKind];
