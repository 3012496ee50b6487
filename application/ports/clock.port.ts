/** The one source of 'now' for use cases; tests pass a fixed or advancing clock. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('Clock');
