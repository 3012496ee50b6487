import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLACES_MESSAGES } from '../../../domain/places';
import { LocationFields } from '../../../web/src/features/submit/artist/location-fields.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { renderPortal } from '../portal/render-portal';

// The real loader: it fetches the picked country's file from the build's hashed folder (web/plugins/city-files.plugin.ts).
const fetchMock = jest.fn<Promise<Response>, [string]>();
const realFetch = globalThis.fetch;
const built = globalThis as { __HARBOUR_CITY_FILES__?: string };
beforeAll(() => {
  built.__HARBOUR_CITY_FILES__ = '/assets/cities-test';
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterAll(() => {
  delete built.__HARBOUR_CITY_FILES__;
  globalThis.fetch = realFetch;
});
const json = (body: unknown, status = 200) => ({ ok: status < 400, status, json: async () => body }) as Response;

beforeEach(() => {
  fetchMock.mockReset();
  useSubmissionFormStore.getState().reset();
  useWizardStore.getState().reset();
});

const cityInput = () => screen.getByRole('combobox', { name: 'City' });

describe('LocationFields city pick-list', () => {
  it('asks for a country first and downloads nothing', () => {
    renderPortal(<LocationFields />);
    expect(cityInput()).toBeDisabled();
    expect(screen.getByText(PLACES_MESSAGES.selectCountryFirst)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches only the picked country's file and filters it as the artist types", async () => {
    fetchMock.mockResolvedValue(json(['Birmingham', 'Bristol', 'East Bristol', 'London']));
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch({ country: 'United Kingdom' }));
    renderPortal(<LocationFields />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/assets/cities-test/GB.json'));
    await user.type(cityInput(), 'brist');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bristol', 'East Bristol']));
    await user.clear(cityInput());
    await user.type(cityInput(), 'Nowhereville');
    expect(await screen.findByText(PLACES_MESSAGES.noCities)).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.city).toBe('Nowhereville');
  });

  it('still takes a custom city when the file cannot be fetched', async () => {
    fetchMock.mockResolvedValue(json({ error: 'gone' }, 404));
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch({ country: 'Ireland' }));
    renderPortal(<LocationFields />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.type(cityInput(), 'Cork Harbour');
    expect(await screen.findByText(PLACES_MESSAGES.noCities)).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.city).toBe('Cork Harbour');
    expect(fetchMock).toHaveBeenCalledWith('/assets/cities-test/IE.json');
  });
});

describe('LocationFields before its pick-lists have loaded', () => {
  it('keeps the focus and what was typed into the country field, and opens the list on it', async () => {
    const user = userEvent.setup({ delay: null });
    renderPortal(<LocationFields />);
    await user.type(screen.getByRole('combobox', { name: 'Country' }), 'Icel');
    expect(await screen.findByRole('option', { name: 'Iceland' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Icel');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus();
  });
});
