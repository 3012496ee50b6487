import type { Clock } from '../../application/ports/clock.port';

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: Date;

  constructor(start: Date | string = '2025-06-02T10:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  set(at: Date | string): void {
    this.current = new Date(at);
  }
}
