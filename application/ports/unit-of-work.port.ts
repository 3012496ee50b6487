/**
 * Runs work atomically. Repositories, the job queue and the outbox mailer called inside `run` join the same
 * database transaction without passing a handle around; an exception rolls everything back.
 */
export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}
export const UNIT_OF_WORK = Symbol('UnitOfWork');
