import type { HeldIdentifier, ReleaseIdentifiersRepository } from '../../../application/ports/release-identifiers.repository.port';
import { AssignReleaseIdentifiers, IDENTIFIER_RANGE_EXHAUSTED } from '../../../application/use-cases/delivery/assign-release-identifiers';
import { AppError } from '../../../application/errors/app-error';
import { composeGtin, IDENTIFIER_MESSAGES } from '../../../domain/catalogue';

/** The repository's promises in memory: one release, its tracks, and the sequences. */
function memoryRepository(
  tracks: (string | null)[],
  upc: string | null = null,
  taken: { isrcs?: string[]; upcs?: string[]; claimed?: HeldIdentifier } = {},
) {
  const state = { upc, tracks: tracks.map((isrc, i) => ({ trackId: `t${i}`, isrc })), sequences: new Map<string, number>() };
  const repository: ReleaseIdentifiersRepository = {
    current: async () => ({ upc: state.upc, tracks: state.tracks.map((t) => ({ ...t })) }),
    async takeNext(rangeKey, first) {
      const value = state.sequences.get(rangeKey) ?? first;
      state.sequences.set(rangeKey, value + 1);
      return value;
    },
    isrcInUse: async (isrc) => (taken.isrcs ?? []).includes(isrc) || state.tracks.some((t) => t.isrc === isrc),
    upcInUse: async (value) => (taken.upcs ?? []).includes(value),
    async setIsrc(trackId, isrc) {
      const track = state.tracks.find((t) => t.trackId === trackId);
      if (track) track.isrc = isrc;
    },
    async setUpc(_id, value) {
      state.upc = value;
    },
    claim: async () => taken.claimed ?? null,
    isClaimed: async () => false,
  };
  return { repository, state };
}

const RANGES = { isrcRegistrant: 'GBA1B', gs1CompanyPrefix: '0123456', upcRangeStart: 5, upcRangeEnd: 6 };
const TODAY = new Date('2026-11-27T10:00:00Z');

describe('AssignReleaseIdentifiers', () => {
  it('refuses the approval, naming the identifier, when another approved release claimed one of them', async () => {
    const { repository } = memoryRepository(['FRZ032600001'], null, { claimed: { what: 'ISRC', value: 'FRZ032600001' } });
    const approval = new AssignReleaseIdentifiers({ repository, ranges: RANGES }).assign('s1', TODAY);
    await expect(approval).rejects.toEqual(new AppError('conflict', IDENTIFIER_MESSAGES.heldByApprovedRelease('ISRC', 'FRZ032600001')));
  });

  it('skips a UPC someone already holds and refuses once the range is used up, with a conflict naming it', async () => {
    const upcOf = (reference: number) => composeGtin('0123456', reference, 13).slice(1);
    const first = memoryRepository([null], null, { upcs: [upcOf(5)] });
    await new AssignReleaseIdentifiers({ repository: first.repository, ranges: RANGES }).assign('s1', TODAY);
    expect(first.state.upc).toBe(upcOf(6));

    const full = memoryRepository([null]);
    const assigner = new AssignReleaseIdentifiers({ repository: full.repository, ranges: { ...RANGES, upcRangeStart: 9, upcRangeEnd: 9 } });
    await assigner.assign('s1', TODAY);
    full.state.upc = null;
    const refused = assigner.assign('s1', TODAY);
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'conflict', message: IDENTIFIER_RANGE_EXHAUSTED('UPC') });
  });

  it('never replaces an identifier a track or the release already has', async () => {
    const own = memoryRepository(['USRC17607839', null], '036000291452');
    await new AssignReleaseIdentifiers({ repository: own.repository, ranges: RANGES }).assign('s1', TODAY);
    expect(own.state.tracks.map((t) => t.isrc)).toEqual(['USRC17607839', 'GBA1B2600001']);
    expect(own.state.upc).toBe('036000291452');
  });
});
