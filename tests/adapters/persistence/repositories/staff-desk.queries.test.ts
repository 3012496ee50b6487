import { randomUUID } from 'node:crypto';
import { DrizzleStaffDeskQueries } from '../../../../adapters/persistence/repositories/drizzle.staff-desk.queries';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist } from './seed-rows';

const at = (day: number) => new Date(Date.UTC(2030, 0, day, 10));

describeOnTestDatabases('DrizzleStaffDeskQueries', (database) => {
  const desk = () => new DrizzleStaffDeskQueries(database().db);

  async function joinWaitingList(email: string, day: number): Promise<string> {
    const [row] = await database().query<{ id: string }>(
      `INSERT INTO waiting_list_entries (first_name, surname, artist_name, email, country, city, listen_link, created_at)
       VALUES ('Ava', 'Stone', 'Ava Stone', $1, 'United Kingdom', 'Leeds', 'https://listen.example', $2) RETURNING id`,
      [email, at(day).toISOString()],
    );
    return row.id;
  }

  it('lists the waiting list newest first, pages with before, and links entries to invited artists by email', async () => {
    const first = await joinWaitingList('one@example.com', 1);
    const second = await joinWaitingList('Two@Example.com', 2);
    const third = await joinWaitingList('three@example.com', 3);
    const invited = await insertArtist(database(), { email: 'two@example.com' });

    const page = await desk().waitingList({ limit: 2 });
    expect(page.map((r) => r.id)).toEqual([third, second]);
    expect(page[1]).toMatchObject({ email: 'Two@Example.com', invitedArtistId: invited, city: 'Leeds', createdAt: at(2) });
    expect(page[0].invitedArtistId).toBeNull();
    expect((await desk().waitingList({ limit: 2, before: page[1].createdAt })).map((r) => r.id)).toEqual([first]);
  });

  async function anInvitation(expires: Date, used: Date | null = null): Promise<string> {
    const [row] = await database().query<{ id: string }>(
      'INSERT INTO invitations (artist_id, token_hash, expires_at, used_at) VALUES ($1, $2, $3, $4) RETURNING id',
      [await insertArtist(database()), randomUUID(), expires.toISOString(), used?.toISOString() ?? null],
    );
    return row.id;
  }

  it('revokes an open invitation by expiring it now; a used, expired or unknown one is not revoked', async () => {
    const open = await anInvitation(at(10));
    const used = await anInvitation(at(10), at(2));
    const expired = await anInvitation(at(1));
    expect(await desk().revokeInvitation(open, at(5))).toBe(true);
    const [row] = await database().query<{ expires_at: Date }>('SELECT expires_at FROM invitations WHERE id = $1', [open]);
    expect(new Date(row.expires_at)).toEqual(at(5));
    expect(await desk().revokeInvitation(open, at(5))).toBe(false);
    expect(await desk().revokeInvitation(used, at(5))).toBe(false);
    expect(await desk().revokeInvitation(expired, at(5))).toBe(false);
    expect(await desk().revokeInvitation(randomUUID(), at(5))).toBe(false);
  });

  it('deactivates a returning link once', async () => {
    const [link] = await database().query<{ id: string }>(
      "INSERT INTO returning_links (artist_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 year') RETURNING id",
      [await insertArtist(database()), randomUUID()],
    );
    expect(await desk().revokeReturningLink(link.id)).toBe(true);
    expect(await desk().revokeReturningLink(link.id)).toBe(false);
    const [row] = await database().query<{ active: boolean }>('SELECT active FROM returning_links WHERE id = $1', [link.id]);
    expect(row.active).toBe(false);
  });
});
