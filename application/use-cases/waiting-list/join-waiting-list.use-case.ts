import { validateWaitingList } from '../../../domain/forms';
import type { Clock } from '../../ports/clock.port';
import type { JobQueue } from '../../ports/job-queue.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { WaitingListEntry, WaitingListRepository } from '../../ports/waiting-list.repository.port';
import { BOARD_JOBS } from '../board/board-jobs';
import type { BotCheck, BotEvidence } from '../public-flow/bot-check';
import { UseCaseError } from '../public-flow/use-case-error';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60_000;

export interface JoinWaitingListDeps {
  entries: WaitingListRepository;
  jobs: JobQueue;
  unitOfWork: UnitOfWork;
  botCheck: BotCheck;
  clock: Clock;
}

/** POST /api/waiting-list: stored with the project description, mirrored to the board; a repeat within a day is answered without a second row. */
export class JoinWaitingListUseCase {
  constructor(private readonly deps: JoinWaitingListDeps) {}

  async execute(entry: WaitingListEntry, bot: BotEvidence): Promise<{ entryId: string; boardItemId: string | null; duplicate: boolean }> {
    await this.deps.botCheck.verify(bot, {
      artistName: entry.artistName,
      firstName: entry.firstName,
      surname: entry.surname,
      email: entry.email,
    });
    const issues = validateWaitingList(entry);
    if (issues.length > 0) throw new UseCaseError('invalid', issues[0].message, issues);
    const now = this.deps.clock.now();
    return this.deps.unitOfWork.run(async () => {
      const recent = await this.deps.entries.findRecentByEmail(entry.email, new Date(now.getTime() - DUPLICATE_WINDOW_MS));
      if (recent) return { entryId: recent.id, boardItemId: recent.boardItemId, duplicate: true };
      const { id } = await this.deps.entries.create(entry, now);
      await this.deps.jobs.enqueue({ kind: BOARD_JOBS.createWaitingListItem, payload: { entryId: id }, dedupeKey: id });
      return { entryId: id, boardItemId: null, duplicate: false };
    });
  }
}
