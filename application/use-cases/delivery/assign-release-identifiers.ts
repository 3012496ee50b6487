import { composeGtin, composeIsrc, IDENTIFIER_MESSAGES, ISRC_DESIGNATION_MAX } from '../../../domain/catalogue';
import { AppError } from '../../errors/app-error';
import type { IdentifierRanges, ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';

export const IDENTIFIER_RANGE_EXHAUSTED = (what: string) =>
  `The label's ${what} range is used up; staff must configure a new one before approving more releases`;

/** A value someone already holds (an artist's own, brought on a transfer) is skipped, at most this many in a row. */
const MAX_SKIPS = 1000;

/**
 * On approval, inside its transaction: every track without an ISRC gets the next designation of the registrant's
 * current year, and the release without a UPC the next item reference of the GS1 prefix. Identifiers already set
 * (the artist's own or an earlier approval's) are kept. Then the release claims them all: an identifier another
 * approved release holds refuses the approval (approved releases never share one).
 */
export class AssignReleaseIdentifiers {
  constructor(private readonly deps: { repository: ReleaseIdentifiersRepository; ranges: IdentifierRanges }) {}

  async assign(submissionId: string, today: Date): Promise<void> {
    const current = await this.deps.repository.current(submissionId);
    const year = today.getUTCFullYear();
    for (const track of current.tracks) {
      if (track.isrc) continue;
      const isrc = await this.nextFree(
        `isrc:${this.deps.ranges.isrcRegistrant}:${year % 100}`,
        1,
        ISRC_DESIGNATION_MAX,
        (n) => composeIsrc(this.deps.ranges.isrcRegistrant, year, n),
        (value) => this.deps.repository.isrcInUse(value),
        'ISRC',
      );
      await this.deps.repository.setIsrc(track.trackId, isrc);
    }
    if (!current.upc) {
      const { gs1CompanyPrefix, upcRangeStart, upcRangeEnd } = this.deps.ranges;
      const upc = await this.nextFree(
        `upc:${gs1CompanyPrefix}`,
        upcRangeStart,
        upcRangeEnd,
        (n) => asUpc(composeGtin(gs1CompanyPrefix, n, 13)),
        (value) => this.deps.repository.upcInUse(value),
        'UPC',
      );
      await this.deps.repository.setUpc(submissionId, upc);
    }
    const held = await this.deps.repository.claim(submissionId);
    if (held) throw new AppError('conflict', IDENTIFIER_MESSAGES.heldByApprovedRelease(held.what, held.value));
  }

  private async nextFree(
    rangeKey: string,
    first: number,
    last: number,
    compose: (n: number) => string,
    inUse: (value: string) => Promise<boolean>,
    what: string,
  ): Promise<string> {
    for (let skipped = 0; skipped <= MAX_SKIPS; skipped++) {
      const n = await this.deps.repository.takeNext(rangeKey, first);
      if (n > last) throw new AppError('conflict', IDENTIFIER_RANGE_EXHAUSTED(what));
      const value = compose(n);
      if (!(await inUse(value))) return value;
    }
    throw new AppError('conflict', IDENTIFIER_RANGE_EXHAUSTED(what));
  }
}

/** A GTIN-13 with a leading zero is a UPC-A: the 12 digits US stores expect, the same check digit. */
function asUpc(gtin13: string): string {
  return gtin13.startsWith('0') ? gtin13.slice(1) : gtin13;
}
