import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import type { ProfileView, SessionPrincipal } from '../../../contracts';
import { useContractStore } from '../../../web/src/stores/contract.store';
import { useDashboardStore } from '../../../web/src/stores/dashboard.store';
import { usePickedFilesStore } from '../../../web/src/stores/picked-files.store';
import { useSessionStore } from '../../../web/src/stores/session.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';

const first = { role: 'artist', userId: 'artist-a' } as SessionPrincipal;
const second = { role: 'artist', userId: 'artist-b' } as SessionPrincipal;

function gateway(me: () => SessionPrincipal | null): SessionGateway {
  return {
    me: async () => me(),
    signInArtist: async () => me() as SessionPrincipal,
    signInStaff: async () => me() as SessionPrincipal,
    signOut: async () => undefined,
    requestNewCode: async () => Promise.reject(new Error('unused')),
  };
}

/** What the first artist leaves behind in the tab: their agreement, profile and picked files. */
function firstArtistWasHere() {
  useContractStore.setState({ phase: 'ready', signatureId: 'sig-first', signUrl: 'http://portal/api/contracts/sign/first-token' });
  useDashboardStore
    .getState()
    .setProfile({ userId: 'artist-a', email: 'first@example.com', name: 'First Artist', artistName: 'First' } as ProfileView);
  usePickedFilesStore.getState().put('artwork', new File(['x'], 'cover.jpg'));
  useWizardStore.setState({ step: 2 });
}

function expectNothingOfTheFirstArtist() {
  expect(useContractStore.getState()).toMatchObject({ phase: 'idle', signatureId: null, signUrl: null });
  expect(useDashboardStore.getState().profile).toBeNull();
  expect(usePickedFilesStore.getState().files).toEqual({});
  expect(useWizardStore.getState().step).toBe(0);
}

describe('client stores between two people in one tab', () => {
  it('sign-out clears every store', async () => {
    useSessionStore.setState({ principal: first, status: 'ready' });
    firstArtistWasHere();
    await useSessionStore.getState().signOut(gateway(() => null));
    expectNothingOfTheFirstArtist();
  });

  it('a different person signing in (the first session ended without sign-out) starts clean too', async () => {
    useSessionStore.setState({ principal: first, status: 'ready' });
    firstArtistWasHere();
    await useSessionStore.getState().signInArtist(
      gateway(() => second),
      'ART-B',
      'CODE',
    );
    expectNothingOfTheFirstArtist();
    expect(useSessionStore.getState().principal).toEqual(second);
  });
});
