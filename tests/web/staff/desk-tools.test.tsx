import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NoteTemplateView, ReviewListQuery, ReviewListResponse, SavedDeskFilter } from '../../../wire';
import { NOTE_TEMPLATE_MESSAGES, SAVED_FILTER_MESSAGES } from '../../../domain/staff-desk';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { TOKENS } from '../../../web/src/di/tokens';
import { NoteTemplatesPage } from '../../../web/src/features/staff/desk-tools/note-templates.page';
import { ReviewDeskPage } from '../../../web/src/features/staff/review-desk/review-desk.page';
import type { ReviewDeskGateway } from '../../../web/src/gateway/review-desk.gateway';
import { renderPortal } from '../portal/render-portal';
import { useAddress } from '../web-router';
import { fakeApi, type SeenRequest } from './fake-api';

function Where() {
  return <p data-testid="where">{useAddress()}</p>;
}

describe('the review desk', () => {
  function deskGateway() {
    const asked: ReviewListQuery[] = [];
    const gateway = {
      list: async (query: ReviewListQuery): Promise<ReviewListResponse> => {
        asked.push(query);
        return { success: true, submissions: [], nextCursor: null };
      },
      csvUrl: () => '/api/review-desk/submissions.csv',
    } as Partial<ReviewDeskGateway> as ReviewDeskGateway;
    return { gateway, asked };
  }

  it("'Assigned to me' lists only my submissions, saves the filters under a name and applies a saved set", async () => {
    let saved: SavedDeskFilter[] = [];
    const api = fakeApi((r: SeenRequest) => {
      if (r.method === 'POST') {
        const body = r.body as { name: string; filter: SavedDeskFilter['filter'] };
        saved = [{ id: 'f1', name: body.name, filter: body.filter, createdAt: '2031-01-01T00:00:00Z' }];
        return { status: 201, body: { success: true, filter: saved[0] } };
      }
      return { body: { success: true, filters: saved } };
    });
    const desk = deskGateway();
    renderPortal(
      <>
        <ReviewDeskPage />
        <Where />
      </>,
      [
        [PORTAL_TOKENS.reviewDesk, desk.gateway],
        [TOKENS.http, api.http],
      ],
      '/staff/review',
    );
    await waitFor(() => expect(desk.asked.at(-1)?.assignedTo).toBeUndefined());
    fireEvent.click(screen.getByRole('tab', { name: 'Assigned to me' }));
    await waitFor(() => expect(desk.asked.at(-1)?.assignedTo).toBe('me'));
    expect(screen.getByTestId('where')).toHaveTextContent('/staff/review?tab=mine');

    fireEvent.click(await screen.findByRole('button', { name: 'Save filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these filters' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SAVED_FILTER_MESSAGES.nameRequired)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'My queue' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Apply saved filter My queue' });
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ name: 'My queue', filter: { assignedTo: 'me' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Submissions' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/staff\/review$/));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply saved filter My queue' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/staff/review?tab=mine'));
    await waitFor(() => expect(desk.asked.at(-1)?.assignedTo).toBe('me'));
  });
});

describe('the note templates page', () => {
  it('adds, rewords, moves and deletes templates, refusing an empty note before sending it', async () => {
    let templates: NoteTemplateView[] = [
      { id: 't1', fieldKind: 'artwork', body: 'Artwork contains a URL or logo.' },
      { id: 't2', fieldKind: 'trackTitle', body: 'Track title has a spelling mistake.' },
    ];
    const api = fakeApi((r: SeenRequest) => {
      if (r.method === 'POST') {
        const added = { id: 't3', ...(r.body as Omit<NoteTemplateView, 'id'>) };
        templates = [...templates, added];
        return { status: 201, body: { success: true, template: added } };
      }
      if (r.method === 'PUT' && r.path.endsWith('/order')) {
        const ids = (r.body as { ids: string[] }).ids;
        templates = ids.map((id) => templates.find((t) => t.id === id) as NoteTemplateView);
        return { body: { success: true, templates } };
      }
      if (r.method === 'PUT') {
        const id = r.path.split('/').at(-1);
        templates = templates.map((t) => (t.id === id ? { id: t.id, ...(r.body as Omit<NoteTemplateView, 'id'>) } : t));
        return { body: { success: true, template: templates.find((t) => t.id === id) } };
      }
      if (r.method === 'DELETE') {
        templates = templates.filter((t) => !r.path.endsWith(t.id));
        return { body: { success: true, message: 'Note template deleted' } };
      }
      return { body: { success: true, templates } };
    });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPortal(<NoteTemplatesPage />, [[TOKENS.http, api.http]], '/staff/note-templates');
    const list = await screen.findByRole('list', { name: "Note templates in the picker's order" });
    await within(list).findByText('Artwork contains a URL or logo.');

    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText(NOTE_TEMPLATE_MESSAGES.bodyRequired)).toBeInTheDocument();
    expect(api.seen.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: '  Use title case.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add template' }));
    await within(list).findByText('Use title case.');
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({ fieldKind: 'any', body: 'Use title case.' });

    fireEvent.click(within(list).getByRole('button', { name: 'Move up: Use title case.' }));
    await waitFor(() => expect(templates.map((t) => t.id)).toEqual(['t1', 't3', 't2']));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();

    fireEvent.click(within(list).getByRole('button', { name: 'Edit: Artwork contains a URL or logo.' }));
    const editor = within(list).getAllByRole('textbox', { name: 'Note' })[0];
    fireEvent.change(editor, { target: { value: 'Artwork shows a web address; stores refuse it.' } });
    fireEvent.click(within(list).getByRole('button', { name: 'Save' }));
    await within(list).findByText('Artwork shows a web address; stores refuse it.');
    expect(api.seen.find((r) => r.method === 'PUT' && r.path.endsWith('/t1'))?.body).toEqual({
      fieldKind: 'artwork',
      body: 'Artwork shows a web address; stores refuse it.',
    });

    fireEvent.click(within(list).getByRole('button', { name: 'Delete: Track title has a spelling mistake.' }));
    await waitFor(() => expect(within(list).queryByText('Track title has a spelling mistake.')).not.toBeInTheDocument());
    expect(api.seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/staff/note-templates/t2']);
  });
});
