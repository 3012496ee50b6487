import { DrizzleWaitingListRepository } from '../../../../adapters/persistence/repositories/drizzle.waiting-list.repository';
import type { WaitingListEntry } from '../../../../application/ports/waiting-list.repository.port';
import { artistDetails } from '../../../support/builders/artist-details.builder';
import { describeOnTestDatabases } from '../../../support/test-database';

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));

const anEntry = (firstName: string, overrides: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  ...artistDetails(firstName, 'Stone', 'Leeds'),
  phone: '',
  instagramProfile: '',
  tiktokProfile: '',
  spotifyProfile: '',
  listenLink: 'https://listen.example/demo',
  projectDescription: 'An EP in spring',
  ...overrides,
});

describeOnTestDatabases('DrizzleWaitingListRepository', (database) => {
  const list = () => new DrizzleWaitingListRepository(database().db);

  it('stores an entry and reads every field back with its board item', async () => {
    const entry = anEntry('Ava');
    const { id } = await list().create(entry, at(1));
    await list().setBoardItemId(id, 'board-7');
    expect(await list().find(id)).toEqual({ ...entry, id, boardItemId: 'board-7', createdAt: at(1) });
    expect(await list().find('not-a-uuid')).toBeUndefined();
  });

  it('finds the newest entry of an email since a moment, in any letter case', async () => {
    await list().create(anEntry('Cleo', { email: 'cleo@example.com' }), at(1));
    const { id: newest } = await list().create(anEntry('Cleo', { email: 'Cleo@Example.com' }), at(5));
    expect((await list().findRecentByEmail('CLEO@example.com', at(1)))?.id).toBe(newest);
    expect((await list().findRecentByEmail('cleo@example.com', at(5)))?.id).toBe(newest);
    expect(await list().findRecentByEmail('cleo@example.com', at(6))).toBeUndefined();
  });
});
