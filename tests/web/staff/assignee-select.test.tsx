import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AssigneeSelect } from '../../../web/src/features/staff/review-desk/assignee-select.component';
import { renderPortal } from '../portal/render-portal';

const team = [
  { id: 's-1', name: 'Robin Reviewer' },
  { id: 's-2', name: 'Sam Staff' },
];

async function open() {
  const field = await screen.findByRole('combobox', { name: 'Assigned to' });
  await waitFor(() => expect(field).not.toHaveAttribute('aria-disabled'));
  fireEvent.mouseDown(field);
  return within(await screen.findByRole('listbox'));
}

describe('assignee on the review page', () => {
  it('shows who the submission is assigned to and reassigns it', async () => {
    const calls: (string | null)[] = [];
    renderPortal(<AssigneeSelect assignedTo={team[0]} loadStaff={async () => team} onAssign={async (id) => void calls.push(id)} />);
    expect(await screen.findByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Robin Reviewer');
    fireEvent.click((await open()).getByRole('option', { name: 'Sam Staff' }));
    await waitFor(() => expect(calls).toEqual(['s-2']));
  });

  it('unassigns with null', async () => {
    const calls: (string | null)[] = [];
    renderPortal(<AssigneeSelect assignedTo={team[1]} loadStaff={async () => team} onAssign={async (id) => void calls.push(id)} />);
    fireEvent.click((await open()).getByRole('option', { name: 'Unassigned' }));
    await waitFor(() => expect(calls).toEqual([null]));
  });

  it('says why when the server refuses', async () => {
    renderPortal(
      <AssigneeSelect
        assignedTo={null}
        loadStaff={async () => team}
        onAssign={async () => {
          throw new Error('No active staff member with this id');
        }}
      />,
    );
    fireEvent.click((await open()).getByRole('option', { name: 'Robin Reviewer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No active staff member with this id');
  });
});
