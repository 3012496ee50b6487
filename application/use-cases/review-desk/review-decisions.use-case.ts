import {
  checkStaffMove,
  checkUndo,
  normaliseStatus,
  STATUS_LABELS,
  STATUS_TRANSITION_MESSAGES,
  STATUS_UNDO_WINDOW_MINUTES,
  UNDO_MESSAGES,
} from '../../../domain/status';
import { checkPinnedNotes, PIN_MESSAGES, type PinnedNote, pinnableFields } from '../../../domain/review-pins';
import { canChangeDelivered } from '../../../domain/release/delivery-kind';
import { AppError } from '../../errors/app-error';
import type { StaffComment } from '../../ports/review-loop.repository.port';
import type { SubmissionReview } from '../../ports/submission-review.repository.port';
import { BOARD_JOBS } from '../board/board-jobs';
import { queueDelivery } from '../delivery/queue-delivery';
import { NotFoundError, SUBMISSION_NOT_FOUND } from '../profile/profile.errors';
import { normaliseStatusFilter, ReviewConflictError, type ReviewDeskDeps, ReviewInputError, type StaffMember } from './review-desk.deps';
import { statusChangeMail } from './status-change.mail';
import { type DeskFilter, deskQueryOf } from './desk-filter';
import { type StaffPrincipal, staffMemberOf } from './staff-member';
import { lockedSubmission } from './locked-submission';

export const BULK_MAX = 200;
export const CONCURRENT_CHANGE = 'The submission changed while you were reviewing it. Reload and try again.';
export const COMMENT_REQUIRED = 'Write a comment first';

export interface BulkOutcome {
  changed: string[];
  refused: { id: string; message: string }[];
}

/** Staff decisions on the desk: status moves (one, undo, many) and internal comments. */
export class ReviewDecisionsUseCase {
  constructor(private readonly deps: ReviewDeskDeps) {}

  /** One transaction: the status, the timeline row (with the note), the mail to the artist and the board refresh commit together. */
  async changeStatus(
    id: string,
    to: string,
    note: string | undefined,
    by: StaffPrincipal,
    pinned: readonly { field: string; note: string }[] = [],
  ): Promise<SubmissionReview> {
    return this.move(id, to, note, await staffMemberOf(by, this.deps.staffAccounts), pinned);
  }

  private async move(
    id: string,
    to: string,
    note: string | undefined,
    staff: StaffMember,
    pinned: readonly { field: string; note: string }[] = [],
  ): Promise<SubmissionReview> {
    const d = this.deps;
    return d.unitOfWork.run(async () => {
      const submission = await lockedSubmission(d, id);
      if (!normaliseStatus(to)) throw new ReviewInputError(STATUS_TRANSITION_MESSAGES.unknownStatus(to));
      const cleanNote = note?.trim() ? note.trim() : null;
      const delivery = await d.deliveries.find(id);
      // An update or takedown queued after a delivery leaves the release sent: its approval stays final.
      const delivered = delivery?.status === 'delivered' || canChangeDelivered(delivery);
      const today = d.clock.now();
      const tracks = normaliseStatus(to) === 'approved' ? (await d.reviews.tracks(id)).length : undefined;
      const move = checkStaffMove(submission.status, to, {
        releaseDate: submission.releaseDate,
        today,
        note: cleanNote,
        delivered,
        uploadType: submission.uploadType,
        tracks,
      });
      if (!move.ok) throw new ReviewConflictError(move.message);
      if (move.status === 'approved') await d.splitConsent?.checkApproval(id);
      const pins = await this.pinsFor(id, move.status, pinned);
      const review = await this.record(submission, STATUS_LABELS[move.status], cleanNote, staff, pins);
      if (move.status === 'approved') {
        await d.identifiers.assign(id, today);
        // Nothing leaves for the stores while the approval can still be undone; staff's 'Deliver now' sends at once.
        const sendsAt = new Date(today.getTime() + STATUS_UNDO_WINDOW_MINUTES * 60_000);
        await queueDelivery({ deliveries: d.deliveries, jobs: d.jobs, clock: d.clock, adapterName: d.deliveryAdapter }, id, sendsAt);
      }
      return review;
    });
  }

  /** Takes back the latest status change within the domain's undo window; the artist is told the new status. */
  async undo(id: string, by: StaffPrincipal): Promise<SubmissionReview> {
    const d = this.deps;
    const staff = await staffMemberOf(by, d.staffAccounts);
    return d.unitOfWork.run(async () => {
      const submission = await lockedSubmission(d, id);
      const last = (await d.reviews.reviews(id)).find((r) => r.actor === 'staff');
      const delivery = await d.deliveries.find(id);
      // An update or takedown queued after a delivery leaves the release sent: its approval stays final.
      const delivered = delivery?.status === 'delivered' || canChangeDelivered(delivery);
      const undo = checkUndo(
        submission.status,
        last && { fromStatus: last.fromStatus, toStatus: last.toStatus, at: last.createdAt },
        d.clock.now(),
        delivered,
      );
      if (!undo.ok) throw new ReviewConflictError(undo.message);
      if (normaliseStatus(submission.status) === 'approved') await d.deliveries.withdraw(id);
      return this.record(submission, undo.backTo, UNDO_MESSAGES.undoneNote(submission.status), staff);
    });
  }

  /** Applies one move to every submission the desk's filters select (at most BULK_MAX), each in its own transaction. */
  async bulkChange(
    filter: DeskFilter,
    ids: string[] | undefined,
    to: string,
    note: string | undefined,
    by: StaffPrincipal,
  ): Promise<BulkOutcome> {
    const staff = await staffMemberOf(by, this.deps.staffAccounts);
    if (!normaliseStatus(to)) throw new ReviewInputError(STATUS_TRANSITION_MESSAGES.unknownStatus(to));
    const rows = await this.deps.loop.search({
      ...deskQueryOf(filter, this.deps.clock.now()),
      statuses: normaliseStatusFilter(filter.statuses),
      sort: 'oldest',
      limit: BULK_MAX,
    });
    const wanted = ids ? new Set(ids) : undefined;
    const outcome: BulkOutcome = { changed: [], refused: [] };
    for (const row of rows.filter((r) => !wanted || wanted.has(r.id))) {
      try {
        await this.move(row.id, to, note, staff);
        outcome.changed.push(row.id);
      } catch (error) {
        if (!(error instanceof ReviewConflictError || error instanceof ReviewInputError || error instanceof NotFoundError)) throw error;
        outcome.refused.push({ id: row.id, message: error.message });
      }
    }
    return outcome;
  }

  async comment(id: string, body: string, by: StaffPrincipal): Promise<StaffComment> {
    const staff = await staffMemberOf(by, this.deps.staffAccounts);
    const text = body.trim();
    if (!text) throw new ReviewInputError(COMMENT_REQUIRED);
    if (!(await this.deps.reviews.find(id))) throw new NotFoundError(SUBMISSION_NOT_FOUND);
    return this.deps.loop.addComment({
      submissionId: id,
      staffId: staff.id,
      staffName: staff.name,
      body: text,
      createdAt: this.deps.clock.now(),
    });
  }

  /** Pinned notes go only with a request for changes, each on a field the release as sent has. */
  private async pinsFor(id: string, status: string, pinned: readonly { field: string; note: string }[]): Promise<PinnedNote[]> {
    if (pinned.length === 0) return [];
    if (status !== 'changes requested') throw new ReviewInputError(PIN_MESSAGES.onlyWithChangesRequested);
    const sent = await this.deps.submissions.find(id);
    const checked = checkPinnedNotes(pinned, sent ? pinnableFields(sent) : []);
    if (!checked.ok) throw new AppError('invalid', checked.issues[0].message, { details: checked.issues });
    return checked.pins;
  }

  private async record(
    submission: { id: string; status: string } & Parameters<typeof statusChangeMail>[0],
    label: string,
    note: string | null,
    staff: StaffMember,
    pins: PinnedNote[] = [],
  ) {
    const d = this.deps;
    const now = d.clock.now();
    if (!(await d.reviews.changeStatus(submission.id, submission.status, label, now))) throw new ReviewConflictError(CONCURRENT_CHANGE);
    const version = Math.max(1, ...(await d.loop.versions(submission.id)).map((v) => v.version));
    const review = await d.reviews.addReview({
      submissionId: submission.id,
      fromStatus: submission.status,
      toStatus: label,
      note,
      changedBy: staff.name,
      createdAt: now,
      actor: 'staff',
      version,
      pins,
    });
    await d.mailer.send(statusChangeMail(submission, label, note, d.publicUrl, pins));
    await d.jobs.enqueue({ kind: BOARD_JOBS.refreshSubmissionItem, payload: { submissionId: submission.id } });
    return review;
  }
}
