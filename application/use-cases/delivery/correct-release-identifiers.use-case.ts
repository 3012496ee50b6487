import type { CorrectIdentifiersRequest } from '../../../wire/delivery.wire';
import { IDENTIFIER_MESSAGES, parseIsrc, parseUpc } from '../../../domain/catalogue';
import type { FieldIssue } from '../../../domain/shared/field-issue';
import { AppError } from '../../errors/app-error';
import type { ReleaseIdentifiersRepository } from '../../ports/release-identifiers.repository.port';
import { changeRelease, type ReleaseChangeDeps } from './release-change';

/**
 * Staff set or correct a release's UPC and its tracks' ISRCs: each checked by the domain, none shared with another. A
 * change to a release the stores have goes to each store that has it as an update; answers the stores it went to.
 */
export class CorrectReleaseIdentifiersUseCase {
  constructor(private readonly deps: ReleaseChangeDeps & { identifiers: ReleaseIdentifiersRepository }) {}

  async execute(submissionId: string, request: CorrectIdentifiersRequest): Promise<string[]> {
    const issues: FieldIssue[] = [];
    const upc = request.upc === undefined ? undefined : parseUpc(request.upc);
    if (upc && !upc.ok) issues.push({ field: 'upc', message: upc.message });
    const isrcs = (request.tracks ?? []).map((track, index) => {
      const parsed = parseIsrc(track.isrc);
      if (!parsed.ok) issues.push({ field: `tracks[${index}].isrc`, message: parsed.message });
      return { position: track.position, isrc: parsed.ok ? parsed.value : '' };
    });
    if (issues.length > 0) throw new AppError('invalid', issues[0].message, { details: issues });
    const d = this.deps;
    return changeRelease(d, submissionId, async () => {
      let changed = false;
      const current = await d.identifiers.current(submissionId);
      if (upc?.ok && upc.value !== current.upc) {
        if (await d.identifiers.upcInUse(upc.value)) throw new AppError('conflict', IDENTIFIER_MESSAGES.upcTaken);
        await d.identifiers.setUpc(submissionId, upc.value);
        changed = true;
      }
      for (const { position, isrc } of isrcs) {
        const track = current.tracks[position];
        if (!track) throw new AppError('invalid', IDENTIFIER_MESSAGES.noSuchTrack(position));
        if (track.isrc === isrc) continue;
        if (await d.identifiers.isrcInUse(isrc)) throw new AppError('conflict', IDENTIFIER_MESSAGES.isrcTaken);
        await d.identifiers.setIsrc(track.trackId, isrc);
        changed = true;
      }
      // An approved release's claims follow the correction; the check above may race, the claim does not.
      if (await d.identifiers.isClaimed(submissionId)) {
        const held = await d.identifiers.claim(submissionId);
        if (held) throw new AppError('conflict', held.what === 'UPC' ? IDENTIFIER_MESSAGES.upcTaken : IDENTIFIER_MESSAGES.isrcTaken);
      }
      return changed;
    });
  }
}
