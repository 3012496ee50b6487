import request from 'supertest';
import { NOTE_TEMPLATE_MESSAGES, SAVED_FILTER_MESSAGES, SAVED_FILTERS_PER_STAFF_MAX } from '../../../domain/staff-desk';
import { asBrowser, createArtist, createStaff, signInArtist, signInStaff } from '../../support/identity-fixtures';
import { seedRelease } from '../../support/catalogue-releases';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { outboxMailsTo } from '../../support/mail-outbox';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();

const as = (cookie: string) => ({
  get: (path: string) => request(app().http).get(path).set(asBrowser(cookie)),
  post: (path: string, body: object) => request(app().http).post(path).set(asBrowser(cookie)).send(body),
  put: (path: string, body: object) => request(app().http).put(path).set(asBrowser(cookie)).send(body),
  delete: (path: string) => request(app().http).delete(path).set(asBrowser(cookie)),
});

async function staffSession(name?: string) {
  const staff = await createStaff(app());
  if (name) await app().database.query('UPDATE staff_accounts SET name = $1 WHERE id = $2', [name, staff.id]);
  return { ...staff, http: as(await signInStaff(app(), staff)) };
}

describe('saved desk filters', () => {
  it('are saved per staff account, replaced by name, applied as saved and deleted', async () => {
    const ann = await staffSession();
    const bo = await staffSession();
    const filter = { status: 'Pending,Changes Requested', minAgeDays: 8, assignedTo: 'me', sort: 'oldest' };
    const saved = (await ann.http.post('/api/staff/saved-filters', { name: '  Overdue  ', filter }).expect(201)).body.filter;
    expect(saved).toMatchObject({ name: 'Overdue', filter });
    await ann.http.post('/api/staff/saved-filters', { name: 'Blocking audio', filter: { findings: 'blocking', q: '' } }).expect(201);
    const replaced = await ann.http.post('/api/staff/saved-filters', { name: 'Overdue', filter: { minAgeDays: 11 } }).expect(201);
    expect(replaced.body.filter).toMatchObject({ id: saved.id, filter: { minAgeDays: 11 } });

    const mine = (await ann.http.get('/api/staff/saved-filters').expect(200)).body.filters;
    expect(mine.map((f: { name: string; filter: object }) => [f.name, f.filter])).toEqual([
      ['Blocking audio', { findings: 'blocking' }],
      ['Overdue', { minAgeDays: 11 }],
    ]);
    expect((await bo.http.get('/api/staff/saved-filters').expect(200)).body.filters).toEqual([]);
    await bo.http.delete(`/api/staff/saved-filters/${saved.id}`).expect(404);
    await ann.http.delete(`/api/staff/saved-filters/${saved.id}`).expect(200);
    expect((await ann.http.get('/api/staff/saved-filters').expect(200)).body.filters).toHaveLength(1);
  });

  it('refuses a blank or long name, a filter the desk would refuse, too many filters, the API token and an artist', async () => {
    const cy = await staffSession();
    const refusal = async (body: object, status = 400) => (await cy.http.post('/api/staff/saved-filters', body).expect(status)).body.error;
    expect(await refusal({ name: '   ', filter: {} })).toBe(SAVED_FILTER_MESSAGES.nameRequired);
    expect(await refusal({ name: 'x'.repeat(61), filter: {} })).toBe(SAVED_FILTER_MESSAGES.nameTooLong);
    expect(await refusal({ name: 'Odd', filter: { status: 'Sleeping' } })).toMatch(/Sleeping/);
    expect(await refusal({ name: 'Odd', filter: { assignedTo: 'someone' } })).toMatch(/assignedTo must be/);
    for (let i = 0; i < SAVED_FILTERS_PER_STAFF_MAX; i += 1)
      await cy.http.post('/api/staff/saved-filters', { name: `F${i}`, filter: {} }).expect(201);
    expect(await refusal({ name: 'One more', filter: {} }, 409)).toBe(SAVED_FILTER_MESSAGES.tooMany);
    await cy.http.post('/api/staff/saved-filters', { name: 'F0', filter: { q: 'still fits' } }).expect(201);

    const token = await request(app().http).get('/api/staff/saved-filters').set(STAFF_AUTHORIZATION).expect(403);
    expect(token.body.error).toBe(SAVED_FILTER_MESSAGES.needsAccount);
    const artist = await createArtist(app());
    await as(await signInArtist(app(), artist))
      .get('/api/staff/saved-filters')
      .expect(403);
  });
});

describe('assigning a submission', () => {
  it('mails the new assignee a link to it, but not someone who assigns themselves or already has it', async () => {
    const lead = await staffSession('Lee Lead');
    const helper = await staffSession('Hana Helper');
    const id = await seedRelease(app().database, { artistId: null, title: 'Tidal Glass', status: 'Pending', releaseDate: '2031-03-06' });

    await lead.http.post(`/api/review-desk/submissions/${id}/assign`, { staffId: lead.id }).expect(200);
    expect(await outboxMailsTo(app(), lead.email)).toEqual([]);

    await lead.http.post(`/api/review-desk/submissions/${id}/assign`, { staffId: helper.id }).expect(200);
    await lead.http.post(`/api/review-desk/submissions/${id}/assign`, { staffId: helper.id }).expect(200);
    const mails = await outboxMailsTo(app(), helper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ category: 'submission-assigned', subject: 'Assigned to you: Tidal Glass' });
    expect(mails[0].text).toContain('Lee Lead assigned "Tidal Glass" by Nova Lane to you.');
    expect(mails[0].text).toContain(`${app().infrastructure.config.publicUrl}/staff/review/${id}`);

    const mine = await helper.http.get('/api/review-desk/submissions').query({ assignedTo: 'me' }).expect(200);
    expect(mine.body.submissions.map((s: { id: string }) => s.id)).toEqual([id]);
    await lead.http.post(`/api/review-desk/submissions/${id}/assign`, { staffId: null }).expect(200);
    expect((await helper.http.get('/api/review-desk/submissions').query({ assignedTo: 'me' }).expect(200)).body.submissions).toEqual([]);
    expect(await outboxMailsTo(app(), helper.email)).toHaveLength(1);
  });
});

describe('note templates', () => {
  it('staff add, edit, reorder and delete them, and the pinned-note picker reads the new list', async () => {
    const { http } = await staffSession();
    const added = (await http.post('/api/staff/note-templates', { fieldKind: 'trackTitle', body: '  Use title case.  ' }).expect(201)).body
      .template;
    expect(added).toMatchObject({ fieldKind: 'trackTitle', body: 'Use title case.' });
    const edited = await http
      .put(`/api/staff/note-templates/${added.id}`, { fieldKind: 'any', body: 'Use title case everywhere.' })
      .expect(200);
    expect(edited.body.template).toEqual({ id: added.id, fieldKind: 'any', body: 'Use title case everywhere.' });

    const listed = (await http.get('/api/staff/note-templates').expect(200)).body.templates as { id: string; body: string }[];
    expect(listed.at(-1)?.id).toBe(added.id);
    const order = [added.id, ...listed.filter((t) => t.id !== added.id).map((t) => t.id)];
    const reordered = (await http.put('/api/staff/note-templates/order', { ids: order }).expect(200)).body.templates;
    expect(reordered.map((t: { id: string }) => t.id)).toEqual(order);
    const picker = (await http.get('/api/review-desk/note-templates').expect(200)).body.templates;
    expect(picker[0]).toEqual({ id: added.id, fieldKind: 'any', body: 'Use title case everywhere.' });

    expect((await http.put('/api/staff/note-templates/order', { ids: order.slice(1) }).expect(409)).body.error).toBe(
      NOTE_TEMPLATE_MESSAGES.orderMismatch,
    );
    expect((await http.post('/api/staff/note-templates', { fieldKind: 'mood', body: 'x' }).expect(400)).body.error).toBe(
      NOTE_TEMPLATE_MESSAGES.unknownKind('mood'),
    );
    expect((await http.post('/api/staff/note-templates', { fieldKind: 'any', body: ' ' }).expect(400)).body.error).toBe(
      NOTE_TEMPLATE_MESSAGES.bodyRequired,
    );
    expect((await http.post('/api/staff/note-templates', { fieldKind: 'any', body: 'x'.repeat(1001) }).expect(400)).body.error).toBe(
      NOTE_TEMPLATE_MESSAGES.bodyTooLong,
    );

    await http.delete(`/api/staff/note-templates/${added.id}`).expect(200);
    await http.delete(`/api/staff/note-templates/${added.id}`).expect(404);
    await http.put('/api/staff/note-templates/00000000-0000-4000-8000-000000000000', { fieldKind: 'any', body: 'x' }).expect(404);
    expect((await http.get('/api/review-desk/note-templates').expect(200)).body.templates.map((t: { id: string }) => t.id)).not.toContain(
      added.id,
    );
  });
});
