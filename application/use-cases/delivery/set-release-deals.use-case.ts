import type { ReleaseDealsRequest } from '../../../wire/delivery.wire';
import { checkDealChoices, type ReleaseDealChoices, type WithheldUse } from '../../../domain/release/release-deals';
import { AppError } from '../../errors/app-error';
import type { ReleaseDealChoicesRepository } from '../../ports/release-deal-choices.repository.port';
import { changeRelease, type ReleaseChangeDeps } from './release-change';

/**
 * Staff's deal choices for a release: a timed start (HH:MM UTC on the release date) and the uses withheld from each
 * track (streaming, downloads), checked by the domain. Every store's deals are cut the same way from the next
 * delivery on; a release the stores have gets them at once, as an update to each store that has it. Answers the
 * stores the update was queued to.
 */
export class SetReleaseDealsUseCase {
  constructor(private readonly deps: ReleaseChangeDeps & { dealChoices: ReleaseDealChoicesRepository }) {}

  async execute(submissionId: string, request: ReleaseDealsRequest): Promise<string[]> {
    const d = this.deps;
    const choices: ReleaseDealChoices = {
      startTimeUtc: request.startTimeUtc ?? null,
      tracks: (request.tracks ?? []).map((t) => ({ position: t.position, withheld: [...new Set(t.withheld)] as WithheldUse[] })),
    };
    return changeRelease(d, submissionId, async () => {
      const problems = checkDealChoices(choices, (await d.reviews.tracks(submissionId)).length);
      if (problems.length > 0) throw new AppError('invalid', problems.join('; '));
      const saved = { ...choices, tracks: choices.tracks.filter((t) => t.withheld.length > 0) };
      const before = await d.dealChoices.find(submissionId);
      await d.dealChoices.save(submissionId, saved, d.clock.now());
      // Choices saved again as they were change nothing the stores hold: no update.
      return !sameChoices(before, saved);
    });
  }
}

function sameChoices(a: ReleaseDealChoices, b: ReleaseDealChoices): boolean {
  const key = (c: ReleaseDealChoices) =>
    JSON.stringify([
      c.startTimeUtc ?? null,
      [...c.tracks].sort((x, y) => x.position - y.position).map((t) => [t.position, [...t.withheld].sort()]),
    ]);
  return key(a) === key(b);
}
