import { AsyncLocalStorage } from 'node:async_hooks';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import type { Database } from './database';

const currentTransaction = new AsyncLocalStorage<Database>();

/**
 * The database a repository should use right now: the transaction of the enclosing UnitOfWork.run, or the
 * root database outside one. Every repository that must join a unit of work reads its db through this.
 */
export function scopedDb(root: Database): Database {
  return currentTransaction.getStore() ?? root;
}

/** True inside DrizzleUnitOfWork.run (used by adapters that must not do remote I/O inside a transaction). */
export function inTransaction(): boolean {
  return currentTransaction.getStore() !== undefined;
}

/** UnitOfWork over one drizzle transaction; a nested run joins the outer transaction. */
export class DrizzleUnitOfWork implements UnitOfWork {
  constructor(private readonly root: Database) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (currentTransaction.getStore()) return work();
    return this.root.transaction((tx) => currentTransaction.run(tx, work));
  }
}
