import type { JobHandler, JobHandlerRegistry, JobHandlerTable } from '../../application/ports/job-queue.port';

/** Registers the table's handlers, skipping kinds the registry already has (test apps share one infrastructure). */
export function registerJobHandlers(registry: JobHandlerRegistry, table: JobHandlerTable): void {
  const known = new Set(registry.kinds());
  for (const [kind, { handle, options }] of Object.entries(table)) {
    if (!known.has(kind)) registry.register(kind, handle as JobHandler, options);
  }
}
