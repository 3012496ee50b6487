import request from 'supertest';
import { asBrowser, createStaff, signInStaff } from '../../support/identity-fixtures';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { aWaitingListEntry } from '../../support/builders/waiting-list-entry.builder';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { submittedByArtist as submittedByAnArtist } from '../public-flow/submitted-by-artist';
import { submittedByInvitation } from '../public-flow/submitted-by-invitation';
import { type BoardUnderTest, databaseUnderTest, mondayUnderTest } from './board-under-test';

const WAITING_ARTIST = aWaitingListEntry();

function describeBoardStaysCurrent(name: string, underTest: () => BoardUnderTest) {
  describe(`the ${name} board: one item per record, never duplicated, never stale`, () => {
    const subject = underTest();
    const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '1000', RATE_LIMIT_WAITING_LIST: '1000' }, { board: subject.board });
    let staffCookie: string;
    beforeAll(async () => {
      staffCookie = await signInStaff(app(), await createStaff(app()));
    });

    const drain = () => app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    const itemsKeyed = async (key: string) => (await subject.items(app())).filter((item) => item.key === key);
    const shown = async (key: string) => {
      const items = await itemsKeyed(key);
      expect(items).toHaveLength(1);
      const [{ status, version, note }] = items;
      return { status, version, note };
    };
    const move = (id: string, status: string, note?: string) =>
      request(app().http)
        .post(`/api/review-desk/submissions/${id}/status`)
        .set(asBrowser(staffCookie))
        .send(note === undefined ? { status } : { status, note })
        .expect(200);

    const deskSync = async (id: string) =>
      (await request(app().http).get(`/api/review-desk/submissions/${id}`).set(STAFF_AUTHORIZATION).expect(200)).body.boardSync
        .state as string;

    /** A submission through create-item, owned by a signed-in artist (as an invitation would make it). */
    async function submittedByArtist() {
      const submitted = await submittedByAnArtist(app());
      return { ...submitted, key: `submission:${submitted.id}` };
    }

    it('the create is written but its answer lost: after the retries one item, and approve, changes requested, resubmission each show on it', async () => {
      const { id, body, key, cookie } = await submittedByArtist();
      subject.loseNextCreateAnswer(app());
      await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true, maxPasses: 1 });
      const [job] = await app().database.query<{ status: string; attempts: number }>(
        "SELECT status, attempts FROM jobs WHERE kind = 'board.create-submission-item' AND payload->>'submissionId' = $1",
        [id],
      );
      expect(job).toEqual({ status: 'queued', attempts: 1 });
      expect(await itemsKeyed(key)).toHaveLength(1);

      await drain();
      const [item] = await itemsKeyed(key);
      expect((await app().infrastructure.submissions.find(id))?.boardItemId).toBe(item.id);
      expect((await subject.items(app())).filter((i) => i.submissionId === id)).toHaveLength(1);
      expect(await shown(key)).toEqual({ status: 'Pending', version: '1', note: '' });

      await move(id, 'Approved');
      expect(await deskSync(id)).toBe('pending');
      await drain();
      expect(await shown(key)).toEqual({ status: 'Approved', version: '1', note: '' });
      expect(await deskSync(id)).toBe('synced');

      const ask = 'Please spell the featured artist as Ava Stone-Lee.';
      await move(id, 'Changes Requested', ask);
      await drain();
      expect(await shown(key)).toEqual({ status: 'Changes Requested', version: '1', note: ask });

      await request(app().http)
        .post(`/api/profile/submissions/${id}/resubmit`)
        .set(asBrowser(cookie))
        .send({ itemName: 'Nova Lane - Night Drive (v2)', additionalData: body.additionalData, formData: body.formData })
        .expect(200);
      await drain();
      expect(await shown(key)).toEqual({ status: 'Pending', version: '2', note: '' });
      expect((await itemsKeyed(key))[0].name).toBe('Nova Lane - Night Drive (v2)');
      expect((await subject.items(app())).filter((i) => i.submissionId === id)).toHaveLength(1);
    });

    it('a refresh that read an older status leaves the newer one that staff set while it was writing', async () => {
      const { id, key } = await submittedByArtist();
      await drain();
      await move(id, 'Approved');
      app().board.beforeNextUpdate(async () => void (await move(id, 'Changes Requested', 'Fix the credits')));
      await app().infrastructure.jobs.worker.runOnce(); // the approval's refresh alone
      expect(await shown(key)).toEqual({ status: 'Changes Requested', version: '1', note: 'Fix the credits' });
      await drain();
      expect(await shown(key)).toEqual({ status: 'Changes Requested', version: '1', note: 'Fix the credits' });
    });

    it('one artist, one item: the waiting-list item becomes the invitation’s, then the invited submission’s', async () => {
      const joined = await app().joinWaitingList(WAITING_ARTIST);
      const entryKey = `waiting-list:${joined.body.entryId as string}`;
      await drain();
      expect(await itemsKeyed(entryKey)).toMatchObject([{ kind: 'Waiting list', status: 'Pending' }]);

      await request(app().http).post(`/api/review-desk/waiting-list/${joined.body.entryId}/invite`).set(STAFF_AUTHORIZATION).expect(200);
      await drain();
      const ivy = async () => (await subject.items(app())).filter((item) => item.email === WAITING_ARTIST.email);
      expect(await ivy()).toMatchObject([{ key: entryKey, kind: 'Invitation', status: 'Invited', tokenStatus: 'Sent' }]);

      const [mail] = await app().infrastructure.mailOutbox.list({ to: WAITING_ARTIST.email, category: 'invitation' });
      const token = /\/i\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
      const invitedItemId = (await ivy())[0].id;
      const submitted = await submittedByInvitation(app(), token, { country: 'France', city: 'Lyon' });
      expect(submitted.mondayItemId).toBe(invitedItemId);
      await drain();
      expect(await ivy()).toMatchObject([
        {
          key: entryKey,
          kind: 'Invited submission',
          status: 'Pending',
          tokenStatus: 'Used',
          submissionId: submitted.submissionId,
        },
      ]);
    });
  });
}

describeBoardStaysCurrent('monday', mondayUnderTest);
describeBoardStaysCurrent('built-in', databaseUnderTest);
