import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateUnlessGuarded } from '../../../web/src/app/router/leave-guard';
import { UploadNavigationGuard } from '../../../web/src/features/submit/wizard/upload-navigation-guard.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const startUploading = () =>
  act(() =>
    useSubmissionFormStore
      .getState()
      .update((f) => ({ ...f, tracks: [{ ...f.tracks[0], audio: { ...f.tracks[0].audio, state: 'uploading', progress: 0.4 } }] })),
  );

describe('in-app navigation while a file uploads', () => {
  it('asks first; staying keeps the wizard, leaving goes on', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<UploadNavigationGuard />);
    startUploading();
    act(() => navigateUnlessGuarded('/'));
    const ask = await screen.findByRole('dialog', { name: 'Leave while files are uploading?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe('/submit');

    act(() => navigateUnlessGuarded('/'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('lets navigation through when nothing is uploading', async () => {
    renderSubmit(<UploadNavigationGuard />);
    act(() => navigateUnlessGuarded('/'));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds a back press too: the address goes back to the wizard until the artist chooses to leave', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', '/faq');
    window.history.pushState(null, '', '/submit');
    renderSubmit(<UploadNavigationGuard />);
    startUploading();
    act(() => window.history.back());
    const ask = await screen.findByRole('dialog', { name: 'Leave while files are uploading?' });
    expect(window.location.pathname).toBe('/submit');
    await user.click(within(ask).getByRole('button', { name: 'Leave anyway' }));
    await waitFor(() => expect(window.location.pathname).toBe('/faq'));
  });

  it('no longer guards once the wizard has gone', async () => {
    const { unmount } = renderSubmit(<UploadNavigationGuard />);
    startUploading();
    unmount();
    navigateUnlessGuarded('/');
    expect(window.location.pathname).toBe('/');
  });
});
