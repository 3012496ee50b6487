/** The jobs each instance schedules at start-up: once per period across instances, whatever the number of instances. */
export const HOUSEKEEPING = [
  'drafts.purge-stale',
  'idempotency.prune',
  'uploads.cleanup-orphans',
  'uploads.expire-resumable',
  'monitoring.prune',
];
