import type { ProfileView, SessionPrincipal } from '../../../wire';
import { PROFILE_KEY } from '../../../web/src/queries/profile.query';
import { createQueryClient } from '../../../web/src/queries/query-client';
import { clearSession, endSession, holdSession, SESSION_KEY } from '../../../web/src/queries/session-cache';
import { useAgreementStore } from '../../../web/src/stores/agreement.store';
import { readDraftPointer, useDraftStore, writeDraftPointer } from '../../../web/src/stores/draft.store';
import { usePickedFilesStore } from '../../../web/src/stores/picked-files.store';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useSubmissionModeStore } from '../../../web/src/stores/submission-mode.store';
import { DRAFT_POINTER_KEY, FORM_SESSION_KEY } from '../../../web/src/stores/storage-keys';
import { useWizardStore } from '../../../web/src/stores/wizard.store';

const first = { role: 'artist', userId: 'artist-a', email: 'first@example.com', name: 'First Artist' } as SessionPrincipal;
const second = { role: 'artist', userId: 'artist-b', email: 'second@example.com', name: 'Second Artist' } as SessionPrincipal;
const firstProfile = { userId: 'artist-a', email: 'first@example.com', name: 'First Artist', artistName: 'First' } as ProfileView;

/** What the first artist leaves behind in the tab: their session, profile, agreement, draft, answers and picked files. */
function firstArtistWasHere() {
  const client = createQueryClient();
  client.setQueryData(SESSION_KEY, first);
  client.setQueryData(PROFILE_KEY, firstProfile);
  client.setQueryData(['submissions'], [{ id: 's-1' }]);
  useAgreementStore.setState({ session: 2, notice: 'The signing window was closed.' });
  useDraftStore.getState().set({ id: 'draft-first', status: 'saved', revision: 3 });
  writeDraftPointer({ id: 'draft-first', token: null });
  useSubmissionFormStore.getState().patch({ artistName: 'First' });
  useSubmissionModeStore.getState().openForInvitedArtist();
  usePickedFilesStore.getState().put('artwork', new File(['x'], 'cover.jpg'));
  useWizardStore.setState({ step: 2 });
  return client;
}

function expectNothingOfTheFirstArtist(client: ReturnType<typeof createQueryClient>) {
  expect(client.getQueryData(PROFILE_KEY)).toBeUndefined();
  expect(client.getQueryData(['submissions'])).toBeUndefined();
  expect(useAgreementStore.getState()).toMatchObject({ session: null, notice: null, error: null });
  expect(useDraftStore.getState()).toMatchObject({ id: null, revision: 0 });
  expect(readDraftPointer()).toBeNull();
  expect(useSubmissionFormStore.getState().form.artistName).toBe('');
  expect(useSubmissionModeStore.getState().invited).toBe(false);
  expect(usePickedFilesStore.getState().files).toEqual({});
  expect(useWizardStore.getState().step).toBe(0);
}

describe('the tab between two people', () => {
  it('sign-out clears every store and the whole query cache', () => {
    const client = firstArtistWasHere();
    clearSession(client);
    expectNothingOfTheFirstArtist(client);
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
  });

  it('a different person signing in (the first session ended without sign-out) starts clean too', () => {
    const client = firstArtistWasHere();
    holdSession(client, second);
    expectNothingOfTheFirstArtist(client);
    expect(client.getQueryData(SESSION_KEY)).toEqual(second);
  });

  it("sign-out empties what the wizard keeps in the browser's storage, which a page that never loaded the wizard still holds", () => {
    const client = firstArtistWasHere();
    sessionStorage.setItem(FORM_SESSION_KEY, JSON.stringify({ state: { form: { artistName: 'First' } }, version: 1 }));
    localStorage.setItem(DRAFT_POINTER_KEY, JSON.stringify({ id: 'draft-first', token: 'first-token' }));
    clearSession(client);
    expect(sessionStorage.getItem(FORM_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(DRAFT_POINTER_KEY)).toBeNull();
  });

  it('the same person signing in again keeps what is cached', () => {
    const client = firstArtistWasHere();
    holdSession(client, { ...first });
    expect(client.getQueryData(PROFILE_KEY)).toEqual(firstProfile);
    expect(useWizardStore.getState().step).toBe(2);
  });

  it('a 401 while nobody is signed in forgets nothing (a public page keeps its answers)', () => {
    const client = firstArtistWasHere();
    client.setQueryData(SESSION_KEY, null);
    endSession(client);
    expect(client.getQueryData(PROFILE_KEY)).toEqual(firstProfile);
    expect(useWizardStore.getState().step).toBe(2);
  });
});
