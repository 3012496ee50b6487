import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_MESSAGES, WAITING_LIST_ERRORS } from '../../../domain/forms';
import { SubmitContent } from '../../../web/src/features/submit/submit.page';
import { WaitingListError } from '../../../web/src/gateway/waiting-list.gateway';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useSubmissionModeStore } from '../../../web/src/stores/submission-mode.store';
import { MAYA_TIDES } from '../../support/builders/artist-details.builder';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));

const ARTIST = MAYA_TIDES;
const submitButton = () => screen.getByRole('button', { name: 'Submit for Review' });

beforeEach(() => {
  resetSubmitState();
  useSubmissionModeStore.getState().setViewOverride('waiting-list');
});

describe('waiting-list mode', () => {
  it("replaces the wizard with 'Share Your New Music With Us'; the button waits for a listen link", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<SubmitContent />);
    expect(screen.getByRole('heading', { name: 'Join the waiting list' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Share Your New Music With Us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Listen Link' }), 'https://soundcloud.com/maya/demo');
    expect(submitButton()).toBeEnabled();
  });

  it('lists the missing required fields in one alert', async () => {
    const user = userEvent.setup({ delay: null });
    const { gateways } = renderSubmit(<SubmitContent />);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maya');
    await user.type(screen.getByRole('textbox', { name: 'Listen Link' }), 'https://soundcloud.com/maya/demo');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      FORM_MESSAGES.waitingListMissing(['Surname', 'Email', 'Artist Name', 'Country', 'City']),
    );
    expect(gateways.waitingList.join).not.toHaveBeenCalled();
  });

  it("joins: the artist's details and link go to the API, then 'Submitted for review!' with the 7-10 day promise", async () => {
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch(ARTIST));
    const { gateways } = renderSubmit(<SubmitContent />);
    await user.type(screen.getByRole('textbox', { name: 'Listen Link' }), 'https://soundcloud.com/maya/demo');
    await user.type(screen.getByRole('textbox', { name: 'Tell us about the project (optional)' }), 'Five songs about the sea.');
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: WAITING_LIST_ERRORS.submitted })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('within 7-10 days');
    // The confirmation replaces the form: no emptied fields are left above it.
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Listen Link' })).not.toBeInTheDocument();
    expect(gateways.waitingList.join).toHaveBeenCalledWith(
      expect.objectContaining({
        ...ARTIST,
        listenLink: 'https://soundcloud.com/maya/demo',
        projectDescription: 'Five songs about the sea.',
      }),
      { formSession: 'signed-session', website: '', email_confirm: '' },
    );
    await user.click(screen.getByRole('link', { name: 'Return to homepage' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it.each([
    ['a network failure', new WaitingListError('Failed to fetch'), WAITING_LIST_ERRORS.network],
    ['a server error', new WaitingListError('Server error: database down'), WAITING_LIST_ERRORS.server('Server error: database down')],
    ['an empty answer', new WaitingListError('', true), WAITING_LIST_ERRORS.emptyResponse],
  ])('shows the spec message for %s and keeps the form', async (_name, failure, message) => {
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch({ ...ARTIST, listenLink: 'https://soundcloud.com/maya/demo' }));
    const gateways = fakeGateways();
    gateways.waitingList.join.mockRejectedValue(failure);
    renderSubmit(<SubmitContent />, gateways);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(screen.getByRole('textbox', { name: 'Listen Link' })).toHaveValue('https://soundcloud.com/maya/demo');
  });
});
