/** True when a write failed on a unique index (PostgreSQL and PGlite report 23505, drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
