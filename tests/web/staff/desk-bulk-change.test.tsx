import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BulkStatusResponse, ChangeStatusRequest, DeskFilter, ReviewListResponse, ReviewListRow } from '../../../wire';
import { STAFF_MOVE_MESSAGES } from '../../../domain/status/staff-move';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { ReviewDeskPage } from '../../../web/src/features/staff/review-desk/review-desk.page';
import type { ReviewDeskGateway } from '../../../web/src/gateway/review-desk.gateway';
import { renderPortal } from '../portal/render-portal';

const row = (id: string, releaseTitle: string, artistName: string): ReviewListRow => ({
  id,
  artistId: null,
  boardItemId: null,
  status: 'Pending',
  uploadType: 'new-music',
  releaseType: 'single',
  releaseTitle,
  releaseDate: '2031-03-01',
  artistName,
  email: `${id}@example.com`,
  primaryGenre: 'Pop',
  artworkUrl: '',
  artworkFileId: null,
  artworkFileName: '',
  catalogueImage: '',
  createdAt: '2031-01-01T10:00:00.000Z',
  updatedAt: '2031-01-01T10:00:00.000Z',
  age: { days: 1, promise: { min: 5, max: 7 }, standing: 'on-track' },
  assignedTo: null,
  version: 1,
  fromWaitingList: false,
  splits: '',
});

const ROWS = [row('s1', 'Night Drive', 'Nova Lane'), row('s2', 'Low Tide', 'Kit Harbour')];

function deskWith(answer: (ids: string[], change: ChangeStatusRequest) => BulkStatusResponse) {
  const sent: { filter: DeskFilter; ids: string[]; change: ChangeStatusRequest }[] = [];
  const gateway = {
    list: async (): Promise<ReviewListResponse> => ({ success: true, submissions: ROWS, nextCursor: null }),
    csvUrl: () => '/api/review-desk/submissions.csv',
    bulkChange: async (filter: DeskFilter, ids: string[], change: ChangeStatusRequest) => {
      sent.push({ filter, ids, change });
      return answer(ids, change);
    },
  } as Partial<ReviewDeskGateway> as ReviewDeskGateway;
  renderPortal(<ReviewDeskPage />, [[PORTAL_TOKENS.reviewDesk, gateway]], '/staff/review');
  return sent;
}

const tick = (title: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${title}` }));
const ticked = (title: string) => (screen.getByRole('checkbox', { name: `Select ${title}` }) as HTMLInputElement).checked;

async function moveTickedTo(label: string) {
  const bar = screen.getByLabelText('Bulk status change');
  fireEvent.mouseDown(within(bar).getByRole('combobox', { name: 'Move to' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
  fireEvent.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
}

/** Ticks both rows once the desk lists them, moves them to `label`, and returns the report of the change. */
async function moveBothTo(label: string) {
  await screen.findByRole('checkbox', { name: 'Select Night Drive' });
  tick('Night Drive');
  tick('Low Tide');
  await moveTickedTo(label);
  return screen.findByRole('alert', { name: 'Bulk change result' });
}

const linesOf = (report: HTMLElement) =>
  within(report)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const NOTE_NEEDED = STAFF_MOVE_MESSAGES.noteRequired('Rejected');

describe('a bulk status change on the review desk', () => {
  beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(true));
  afterEach(() => jest.restoreAllMocks());

  it('refused for every row (Rejected without a note): says why for each row and keeps them ticked', async () => {
    const sent = deskWith((ids) => ({ success: true, changed: [], refused: ids.map((id) => ({ id, message: NOTE_NEEDED })) }));
    const report = await moveBothTo('Rejected');
    expect(report).toHaveTextContent('0 moved to Rejected, 2 refused (still ticked)');
    expect(linesOf(report)).toEqual([
      `Night Drive — Nova Lane: refused. ${NOTE_NEEDED}`,
      `Low Tide — Kit Harbour: refused. ${NOTE_NEEDED}`,
    ]);
    expect(sent.map((s) => s.ids)).toEqual([['s1', 's2']]);
    expect(ticked('Night Drive')).toBe(true);
    expect(ticked('Low Tide')).toBe(true);
    expect(within(screen.getByLabelText('Bulk status change')).getByText('2 selected')).toBeInTheDocument();
  });

  it('partly refused: lists the row that moved and the one refused, and only the refused one stays ticked', async () => {
    deskWith(() => ({
      success: true,
      changed: ['s1'],
      refused: [{ id: 's2', message: 'Cannot move a submission from Live to Approved' }],
    }));
    const report = await moveBothTo('Approved');
    expect(report).toHaveTextContent('1 moved to Approved, 1 refused (still ticked)');
    expect(linesOf(report)).toEqual([
      'Low Tide — Kit Harbour: refused. Cannot move a submission from Live to Approved',
      'Night Drive — Nova Lane: moved to Approved.',
    ]);
    await waitFor(() => expect(ticked('Low Tide')).toBe(true));
    expect(ticked('Night Drive')).toBe(false);
  });
});
