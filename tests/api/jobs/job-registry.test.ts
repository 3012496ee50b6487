import type { JobKind } from '../../../application/jobs/job-kinds';
import type { JobQueue } from '../../../application/ports/job-queue.port';
import { useTestApp } from '../../support/use-test-app';

// Listing a kind here is enforced by the type: leaving one out, or naming one JobPayloads lacks, does not compile.
const EVERY_KIND: Record<JobKind, true> = {
  'board.create-submission-item': true,
  'board.update-invitation-item': true,
  'board.create-waiting-list-item': true,
  'board.create-invitation-item': true,
  'board.refresh-submission-item': true,
  'social-clip.cut': true,
  'audio.analyse': true,
  'mail.deliver': true,
  'delivery.deliver-release': true,
  'delivery.read-acknowledgements': true,
  'agreements.settle-provider-request': true,
  'split-sheets.ask': true,
  'split-sheets.remind': true,
  'split-sheets.expire': true,
  'drafts.purge-stale': true,
  'idempotency.prune': true,
  'uploads.cleanup-orphans': true,
  'uploads.expire-resumable': true,
  'monitoring.prune': true,
  'privacy.retention': true,
};

// Never called, only type-checked with the other tests: tsc fails when a wrong payload compiles or the right one does not.
export function payloadsAreCheckedAgainstTheirKind(queue: JobQueue) {
  // @ts-expect-error a waiting-list job carries an entryId, not a submissionId
  void queue.enqueue({ kind: 'board.create-waiting-list-item', payload: { submissionId: 's' } });
  // @ts-expect-error the mail id is text
  void queue.enqueue({ kind: 'mail.deliver', payload: { mailId: 7 } });
  // @ts-expect-error an undeclared kind has no handler to run it
  void queue.enqueue({ kind: 'board.delete-everything', payload: {} });
  void queue.enqueue({ kind: 'board.create-waiting-list-item', payload: { entryId: 'e' } });
}

const app = useTestApp();

describe('the job registry', () => {
  it('has a handler for every job kind the portal declares, and for no other', () => {
    expect(app().infrastructure.jobs.handlers.kinds().sort()).toEqual(Object.keys(EVERY_KIND).sort());
  });
});
