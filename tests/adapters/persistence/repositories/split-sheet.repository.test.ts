import { DrizzleSplitSheetRepository } from '../../../../adapters/persistence/repositories/drizzle.split-sheet.repository';
import { DrizzleUnitOfWork } from '../../../../adapters/persistence/unit-of-work';
import type { SplitSheet } from '../../../../domain/split-sheets';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertSubmission } from './seed-rows';

const at = (day: number) => new Date(Date.UTC(2030, 0, day));
const share = (kind: 'master' | 'songwriting', email: string, percentage: number) => ({
  kind,
  name: email.split('@')[0],
  email,
  role: kind === 'master' ? 'Master owner' : 'Songwriter',
  percentage,
});
const sheet = (version: number, adaShare: number): SplitSheet => ({
  trackKey: 't1',
  position: 0,
  title: 'Night Drive',
  isrc: null,
  audioSha256: 'ab'.repeat(32),
  version,
  shares: [
    share('master', 'ada@example.com', 100),
    share('songwriting', 'ada@example.com', adaShare),
    share('songwriting', 'bo@example.com', 100 - adaShare),
  ],
});

describeOnTestDatabases('DrizzleSplitSheetRepository', (database) => {
  const repo = () => new DrizzleSplitSheetRepository(database().db);

  it('saves a round once, carries unchanged consents over, answers once under a race, and reminds once', async () => {
    const submissionId = await insertSubmission(database());
    const asked = ['ada@example.com', 'bo@example.com'].map((email) => ({ trackKey: 't1', email, name: email.split('@')[0] }));
    const link = { email: 'ada@example.com', tokenHash: `h-${submissionId}`, expiresAt: at(31) };
    const round = { submissionId, version: 1, sheets: [sheet(1, 50)], asked, links: [link], at: at(1) };
    expect(await repo().saveRound(round)).toBe(true);
    expect(await repo().saveRound(round)).toBe(false);
    expect((await repo().findLink(link.tokenHash))?.email).toBe('ada@example.com');

    await repo().markOpened(submissionId, 'bo@example.com', at(2));
    const uow = new DrizzleUnitOfWork(database().db);
    const answers = await Promise.all(
      (['agreed', 'declined'] as const).map((outcome) =>
        uow.run(() => repo().answer(submissionId, 'bo@example.com', { outcome, at: at(2), declineReason: 'no' })),
      ),
    );
    // Either answer may win the race (PostgreSQL runs them truly in parallel): the sheet is agreed only if Bo's was.
    const boAgreed = answers[0] === 1;
    expect([...answers].sort()).toEqual([0, 1]);
    expect(await repo().answer(submissionId, 'ada@example.com', { outcome: 'agreed', at: at(3), signedName: 'Ada' })).toBe(1);
    expect((await repo().agreedMasterShares(submissionId, 't1')) !== undefined).toBe(boAgreed);

    // Version 2 asks Bo again; Ada's agreement carries over and names the version she agreed to.
    await repo().saveRound({
      ...round,
      version: 2,
      sheets: [sheet(2, 50)],
      asked: [{ trackKey: 't1', email: 'bo@example.com', name: 'bo' }],
      links: [],
      at: at(4),
    });
    const second = await repo().consents(submissionId);
    expect(second.map((c) => [c.email, c.state, c.sheetVersion, c.answeredVersion])).toEqual([
      ['ada@example.com', 'agreed', 2, 1],
      ['bo@example.com', 'asked', 2, null],
    ]);
    expect(await repo().agreedMasterShares(submissionId, 't1')).toBeUndefined();
    expect(await repo().expireUnanswered(submissionId, at(4))).toBe(1);
    const bo = (await repo().consents(submissionId, 'bo@example.com'))[0];
    expect(bo.state).toBe('expired');
    expect(await repo().markAgreedOffline(bo.id, 'Sam Staff', 'Agreed by phone', at(5))).toEqual({ submissionId });
    expect(await repo().markAgreedOffline(bo.id, 'Sam Staff', 'again', at(5))).toBeNull();
    expect((await repo().agreedMasterShares(submissionId, 't1'))?.shares).toEqual([
      { name: 'ada', email: 'ada@example.com', percentage: 100 },
    ]);

    const reminder = { submissionId, email: 'bo@example.com', round: 2, ordinal: 1, at: at(7) };
    expect(await Promise.all([repo().claimReminder(reminder), repo().claimReminder(reminder)])).toEqual(
      expect.arrayContaining([true, false]),
    );
  });
});
