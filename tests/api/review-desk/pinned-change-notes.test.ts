import request from 'supertest';
import { PIN_MESSAGES } from '../../../domain/review-pins';
import { asBrowser, createStaff, signInStaff } from '../../support/identity-fixtures';
import { outboxMailsTo } from '../../support/mail-outbox';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { submittedByArtist } from '../public-flow/submitted-by-artist';

let staffCookie: string;
const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '1000' });
beforeAll(async () => {
  staffCookie = await signInStaff(app(), await createStaff(app()));
});

const ask = (id: string, change: object) =>
  request(app().http).post(`/api/review-desk/submissions/${id}/status`).set(asBrowser(staffCookie)).send(change);

describe('notes pinned to fields when asking for changes', () => {
  it('are stored with the decision, shown to the artist, and refuse a resubmission until each pinned field changed', async () => {
    const { artist, id, body, cookie } = await submittedByArtist(app());
    const titleNote = 'The title is spelled "Glas"; please correct it.';
    const templates = (await request(app().http).get('/api/review-desk/note-templates').set(asBrowser(staffCookie)).expect(200)).body
      .templates as { fieldKind: string; body: string }[];
    const artworkNote = templates.find((t) => t.fieldKind === 'artwork')?.body as string;
    expect(artworkNote).toBe('Artwork contains a URL or logo; stores refuse those.');

    // Pins go only with Changes Requested, and only on fields this release has.
    expect((await ask(id, { status: 'Approved', note: 'ok', pins: [{ field: 'releaseTitle', note: 'x' }] }).expect(400)).body.error).toBe(
      PIN_MESSAGES.onlyWithChangesRequested,
    );
    expect(
      (await ask(id, { status: 'Changes Requested', note: 'See notes', pins: [{ field: 'tracks[7].title', note: 'x' }] }).expect(400)).body
        .error,
    ).toBe(PIN_MESSAGES.unknownField('tracks[7].title'));
    const asked = await ask(id, {
      status: 'Changes Requested',
      note: 'Two fixes, see the notes on each field.',
      pins: [
        { field: 'artworkFileId', note: artworkNote },
        { field: 'tracks[0].title', note: titleNote },
      ],
    }).expect(200);
    expect(asked.body.review.pins).toEqual([
      { field: 'artworkFileId', label: 'Artwork', note: artworkNote },
      { field: 'tracks[0].title', label: 'Track 1 title', note: titleNote },
    ]);

    // The mail carries the notes too, field by field in the wizard's order, under the general note.
    const mail = (await outboxMailsTo(app(), artist.email)).find((m) => m.category === 'status-change');
    expect(mail?.text).toContain(
      `A note from our team:\nTwo fixes, see the notes on each field.\n\nWhat to change, field by field:\n- Track 1 title: ${titleNote}\n- Artwork: ${artworkNote}\n`,
    );

    const seen = (await request(app().http).get(`/api/profile/submissions/${id}`).set('Cookie', cookie).expect(200)).body.submission;
    // In the wizard's order of fields: the track first, then the artwork.
    expect(seen.pinnedNotes).toEqual([
      { field: 'tracks[0].title', label: 'Track 1 title', note: titleNote, sentValue: body.formData.tracks?.[0].title },
      { field: 'artworkFileId', label: 'Artwork', note: artworkNote, sentValue: '' },
    ]);

    const resubmit = (formData: object) =>
      request(app().http)
        .post(`/api/profile/submissions/${id}/resubmit`)
        .set(asBrowser(cookie))
        .send({ itemName: body.itemName, formData });
    const renamed = { ...body.formData, tracks: body.formData.tracks?.map((t, i) => (i === 0 ? { ...t, title: 'Tidal Glass' } : t)) };
    // The title changed, the artwork did not: refused, naming the artwork.
    const refused = await resubmit(renamed).expect(400);
    expect(refused.body.error).toBe(PIN_MESSAGES.stillUnchanged('Artwork'));
    expect(refused.body.details).toEqual([{ field: 'artworkFileId', message: PIN_MESSAGES.stillUnchanged('Artwork') }]);
    const untouched = await resubmit(body.formData).expect(400);
    expect(untouched.body.details.map((d: { field: string }) => d.field)).toEqual(['tracks[0].title', 'artworkFileId']);
    const status = await app().database.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id]);
    expect(status[0].status).toBe('Changes Requested');
  });
});

describe('answering a pinned note that the field is right as it is', () => {
  it('lifts the hold on resubmitting, shows staff the answer, and refuses empty, foreign and unpinned answers', async () => {
    const { id, body, cookie } = await submittedByArtist(app());
    const other = await submittedByArtist(app());
    const dateNote = 'Is the release date right? It is a Sunday.';
    await ask(id, {
      status: 'Changes Requested',
      note: 'One question.',
      pins: [{ field: 'releaseDate', note: dateNote }],
    }).expect(200);
    const answer = (field: string, text: unknown, as = cookie) =>
      request(app().http)
        .put(`/api/profile/submissions/${id}/pins/${encodeURIComponent(field)}/answer`)
        .set(asBrowser(as))
        .send({ answer: text });

    expect((await answer('releaseDate', '   ').expect(400)).body.error).toBe(PIN_MESSAGES.answerRequired);
    expect((await answer('releaseDate', 7).expect(400)).body.details[0].field).toBe('answer');
    expect((await answer('releaseDate', 'x'.repeat(1001)).expect(400)).body.error).toBe(PIN_MESSAGES.answerTooLong(1000));
    expect((await answer('releaseTitle', 'It is right').expect(400)).body.error).toBe(PIN_MESSAGES.notPinned);
    expect((await answer('tracks[99].title', 'x').expect(400)).body.error).toBe(PIN_MESSAGES.notPinned);
    await answer('releaseDate', 'It is right', other.cookie).expect(404);

    const given = await answer('releaseDate', '  Sunday is our single day, as planned with the label.  ').expect(200);
    expect(given.body.answer.text).toBe('Sunday is our single day, as planned with the label.');

    const staffView = (await request(app().http).get(`/api/review-desk/submissions/${id}`).set(asBrowser(staffCookie)).expect(200)).body;
    const request_ = staffView.reviews.find((r: { actor: string }) => r.actor === 'staff');
    expect(request_.pins).toEqual([
      { field: 'releaseDate', label: 'Release date', note: dateNote, answer: { text: given.body.answer.text, at: given.body.answer.at } },
    ]);

    // Unchanged but answered: the resubmission goes through, and the answer cannot be changed any more.
    await request(app().http)
      .post(`/api/profile/submissions/${id}/resubmit`)
      .set(asBrowser(cookie))
      .send({ itemName: body.itemName, formData: body.formData })
      .expect(200);
    expect((await answer('releaseDate', 'Too late').expect(400)).body.error).toBe(PIN_MESSAGES.notPinned);
  });
});
