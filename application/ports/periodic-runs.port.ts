/** Which instance runs a housekeeping job in a given period: the first to claim it, once across instances. */
export interface PeriodicRuns {
  /** True for exactly one caller per kind and period (a period is a number the caller derives from the time). */
  claim(kind: string, period: number): Promise<boolean>;
}
export const PERIODIC_RUNS = Symbol('PeriodicRuns');
