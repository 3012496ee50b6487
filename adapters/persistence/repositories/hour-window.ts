const HOUR_MS = 3_600_000;

export interface HourWindow {
  /** [wholeFrom, wholeTo) is read from an hourly rollup; [from, wholeFrom) and [wholeTo, to) from the raw rows. */
  wholeFrom: Date;
  wholeTo: Date;
}

/** The whole hours inside [from, to); a window inside one hour (or across one boundary) has none. */
export function hourWindow(from: Date, to: Date): HourWindow {
  const wholeFrom = new Date(Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS);
  const wholeTo = new Date(Math.floor(to.getTime() / HOUR_MS) * HOUR_MS);
  return wholeFrom >= wholeTo ? { wholeFrom: to, wholeTo: to } : { wholeFrom, wholeTo };
}
