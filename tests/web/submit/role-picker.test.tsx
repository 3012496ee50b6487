import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_GROUPS } from '../../../domain/taxonomy';
import { RolePicker } from '../../../web/src/features/submit/credits/role-picker.component';

function renderPicker(value: string[] = []) {
  const onChange = jest.fn();
  render(<RolePicker value={value} onChange={onChange} label="Roles" />);
  return onChange;
}

describe('the role picker (public flow §2.6)', () => {
  it('lists the catalogue under its groups before anything is typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.click(screen.getByRole('combobox', { name: 'Roles' }));
    const list = await screen.findByRole('listbox');
    const headers = list.querySelectorAll('.MuiAutocomplete-groupLabel');
    expect([...headers].map((header) => header.textContent)).toEqual(Object.keys(ROLE_GROUPS));
    expect(Object.keys(ROLE_GROUPS).length).toBeGreaterThanOrEqual(13);
  });

  it('filters a flat sorted list once the person types, and picks a role by name', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Roles' }), 'guit');
    const list = await screen.findByRole('listbox');
    expect(list.querySelectorAll('.MuiAutocomplete-groupLabel')).toHaveLength(0);
    const options = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((name) => /guit/i.test(name))).toBe(true);
    expect([...options].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(options);
    await user.click(within(list).getAllByRole('option')[0]);
    expect(onChange).toHaveBeenLastCalledWith([options[0]]);
  });
});
