import { act, screen, waitFor } from '@testing-library/react';
import { DraftStatus } from '../../../web/src/features/submit/drafts/draft-status.component';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../web/src/gateway/api-error';
import { useServerDraft } from '../../../web/src/features/submit/drafts/use-server-draft.hook';
import { useDraftStore } from '../../../web/src/stores/draft.store';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

function DraftHost() {
  useServerDraft();
  return null;
}

async function openDraft() {
  const gateways = fakeGateways();
  renderSubmit(<DraftHost />, gateways);
  await waitFor(() => expect(useDraftStore.getState().status).toBe('saved'));
  return gateways;
}

const finishUpload = () =>
  act(() => {
    const store = useSubmissionFormStore.getState();
    const trackId = store.form.tracks[0].id;
    store.patchTrack(trackId, { title: 'Harbour Lights' });
    store.patchTrackFile(trackId, 'audio', { state: 'uploaded', progress: 100, fileId: 'file-9', fileName: 'harbour.wav' });
  });

describe("the draft right after 'Uploaded & Ready'", () => {
  it('sends the file to the draft with keepalive when the page hides before the typing pause ends', async () => {
    const { draft } = await openDraft();
    finishUpload();
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    // The keepalive save goes first, before the finished upload's own save (which waits for a task of its own).
    const [id, , change, options] = draft.save.mock.calls[0];
    expect(id).toBe('draft-1');
    expect(options).toEqual({ keepalive: true });
    expect((change.answers.tracks ?? []).map((t) => [t.title, t.fileId])).toEqual([['Harbour Lights', 'file-9']]);
    await waitFor(() => expect(draft.save).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(useDraftStore.getState().status).toBe('saved'));
  });

  it('saves a finished upload at once, without the typing pause', async () => {
    const { draft } = await openDraft();
    jest.useFakeTimers();
    try {
      finishUpload();
      await act(async () => void jest.advanceTimersByTime(1));
      expect(draft.save).toHaveBeenCalledTimes(1);
      expect(draft.save.mock.calls[0][3]).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends nothing on hide when the server already holds every change', async () => {
    const { draft } = await openDraft();
    await act(async () => void window.dispatchEvent(new Event('pagehide')));
    expect(draft.save).not.toHaveBeenCalled();
  });
});

describe('a draft save the server refuses', () => {
  it('says so and why, keeps the answers in the tab, and saves again with the next change', async () => {
    const { draft } = await openDraft();
    renderSubmit(<DraftStatus />);
    draft.save.mockRejectedValueOnce(new ApiError('℗ year must be a year, such as 2026.', 400));
    finishUpload();
    await screen.findByText('Not saved: ℗ year must be a year, such as 2026. Your answers are kept in this tab.');
    expect(useDraftStore.getState()).toMatchObject({ status: 'refused', problem: '℗ year must be a year, such as 2026.' });

    act(() => useSubmissionFormStore.getState().update((form) => ({ ...form, releaseTitle: 'Second Try' })));
    await waitFor(() => expect(useDraftStore.getState()).toMatchObject({ status: 'saved', problem: null }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Draft saved/);
  });

  it('tells a server that cannot be reached from one that refused', async () => {
    const { draft } = await openDraft();
    draft.save.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_MESSAGE, 0, [], false));
    finishUpload();
    await waitFor(() => expect(useDraftStore.getState().status).toBe('offline'));
    expect(useDraftStore.getState().problem).toBeNull();
  });
});
