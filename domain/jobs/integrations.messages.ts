/** What staff read on the integrations page and in its refusals (ours). */
export const INTEGRATIONS_MESSAGES = {
  jobNotFound: 'No job with this id',
  jobRunning: 'This job is running now; wait until it has finished',
  jobFinished: 'This job has already finished',
  jobAlreadyWaiting: 'The same work is already waiting to run',
  retried: 'The job will run again shortly',
  discarded: 'The job has been discarded',
  confirmDiscard: (kind: string) => `Discard this ${kind} job? The work it carries will not be done.`,
  noDeadJobs: 'No failed jobs.',
  noPendingJobs: 'Nothing is waiting.',
  loadFailed: 'The integrations could not be loaded. Try again.',
} as const;

/** The longest last error shown to staff; the full text stays in the logs. */
export const JOB_ERROR_SHOWN_MAX = 300;

/** Tokens, keys and personal links that a provider's error may echo: never shown to staff. */
const SECRET_SHAPES: RegExp[] = [
  /\b(bearer|basic|token|key|secret|password|code)([=: ]+)\S+/gi,
  /(https?:\/\/[^\s?#]+)[?#]\S*/gi,
  /\/(i|r|sign|finish)\/[A-Za-z0-9_-]{8,}/g,
  /\b[A-Za-z0-9_-]{32,}\b/g,
];

/** A job's last error as staff may see it: secret-looking parts replaced, cut to a readable length. */
export function errorForStaff(error: string | null): string | null {
  if (error === null) return null;
  const masked = SECRET_SHAPES.reduce(
    (text, shape, index) =>
      text.replace(shape, (...m: string[]) => {
        if (index === 0) return `${m[1]}${m[2]}[hidden]`;
        if (index === 1) return `${m[1]}?[hidden]`;
        if (index === 2) return `/${m[1]}/[hidden]`;
        return '[hidden]';
      }),
    error,
  );
  return masked.length > JOB_ERROR_SHOWN_MAX ? `${masked.slice(0, JOB_ERROR_SHOWN_MAX - 1)}…` : masked;
}
