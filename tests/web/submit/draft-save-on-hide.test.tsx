import { act, waitFor } from '@testing-library/react';
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
