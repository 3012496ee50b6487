import { createTheme, ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import { LABEL_NAME } from '../../../domain/shared/label';
import { containerPorts, type PortResolver } from '../../../web/src/di/port-resolver';
import type { ReactElement } from 'react';
import { Route, Switch } from 'wouter';
import { ContainerProvider } from '../../../web/src/di/container-context';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { TOKENS } from '../../../web/src/di/tokens';
import type {
  BotFields,
  JoinWaitingListResponse,
  WaitingListEntry,
  CreateDraftRequest,
  CreateItemRequest,
  CreateItemResponse,
  DraftResponse,
  DraftView,
  SaveDraftRequest,
  SaveDraftResponse,
  SocialClipsRequest,
  SocialClipsResponse,
  UploadResult,
  VerifyArtistResponse,
} from '../../../wire';
import { uploadFolderStructure } from '../../../domain/files';
import type {
  AlbumMetadata,
  ArtistSuggestion,
  CatalogueGateway,
  MusicSearchResult,
  TrackMetadata,
} from '../../../web/src/gateway/catalogue.gateway';
import type { HttpClient } from '../../../web/src/gateway/http-client';
import type { PortalConfig, PortalConfigGateway } from '../../../web/src/gateway/portal-config.gateway';
import { createQueryClient } from '../../../web/src/queries/query-client';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { DraftGateway } from '../../../web/src/gateway/draft.gateway';
import { useDraftStore } from '../../../web/src/stores/draft.store';
import type { ErrorReportRequest, MonitoringGateway, VitalSample } from '../../../web/src/gateway/monitoring.gateway';
import type { SubmissionGateway } from '../../../web/src/gateway/submission.gateway';
import type { UploadGateway, UploadMeta } from '../../../web/src/gateway/upload.gateway';
import type { WaitingListGateway } from '../../../web/src/gateway/waiting-list.gateway';
import { resetUploads } from '../../../web/src/features/submit/uploads/file-uploads';
import { BETA_NOTICE_KEY } from '../../../web/src/features/submit/wizard/beta-notice-key';
import { usePickedFilesStore } from '../../../web/src/stores/picked-files.store';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useSubmissionModeStore } from '../../../web/src/stores/submission-mode.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { AppRouterAt } from '../web-router';

// jsdom has no layout: scrolling and object URLs are no-ops, CSS.escape is the identity for our plain keys.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
if (typeof globalThis.CSS === 'undefined')
  (globalThis as { CSS?: unknown }).CSS = { escape: (s: string) => s.replace(/(["\\[\].])/g, '\\$1') };

/** Transitions of zero length, so a closed dialog leaves the page at once. */
const instantTheme = createTheme({
  transitions: { duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 } },
});

/** An inversify container that answers each identifier with the given value. */
export function fakeContainer(bindings: Map<symbol, unknown>): PortResolver {
  const container = new Container();
  for (const [id, value] of bindings) container.bind(id).toConstantValue(value);
  return containerPorts(async () => container);
}

export interface FakeGateways {
  catalogue: jest.Mocked<CatalogueGateway>;
  draft: jest.Mocked<DraftGateway>;
  upload: jest.Mocked<UploadGateway>;
  submission: jest.Mocked<SubmissionGateway>;
  waitingList: jest.Mocked<WaitingListGateway>;
  monitoring: jest.Mocked<MonitoringGateway>;
  config: jest.Mocked<PortalConfigGateway>;
}

/** A draft server in memory: opens one draft, keeps what is saved, submits it. */
export function fakeDraftGateway(): jest.Mocked<DraftGateway> {
  let view: DraftView = {
    id: 'draft-1',
    origin: 'open',
    revision: 1,
    answers: {},
    wizard: { step: 0, extras: {} },
    files: [],
    submissionId: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-31T00:00:00.000Z',
  };
  const answer = (resumeToken?: string): DraftResponse => ({
    success: true,
    data: view,
    ...(resumeToken ? { resumeToken } : {}),
    sessionId: 'session-1',
    formSession: 'signed-session',
  });
  return {
    open: jest.fn(async (_request: CreateDraftRequest) => answer('resume-1')),
    get: jest.fn(async (_id: string, _token: string | null) => answer()),
    resume: jest.fn(async (_token: string) => answer('resume-2')),
    save: jest.fn(async (_id: string, _token: string | null, change: SaveDraftRequest): Promise<SaveDraftResponse> => {
      if (change.baseRevision !== view.revision) return Promise.reject(new ApiError('changed in another window', 409));
      view = { ...view, revision: view.revision + 1, answers: change.answers, wizard: change.wizard };
      return { success: true, revision: view.revision, savedAt: '2030-01-01T00:01:00.000Z', files: view.files };
    }),
    finishLater: jest.fn(async (_id: string, _token: string | null, email?: string) => ({
      success: true as const,
      link: 'http://localhost/submit/resume/emailed-token',
      expiresAt: view.expiresAt,
      mailedTo: email ?? String(view.answers.email ?? ''),
    })),
    submit: jest.fn(async (_id: string, _token: string | null, _bot: BotFields, _key: string): Promise<CreateItemResponse> => ({
      success: true,
      data: { itemId: 'item-1', submissionId: 'item-1', boardItemId: null, board: 'queued' },
    })),
    discard: jest.fn(async (_id: string, _token: string | null) => undefined),
    mine: jest.fn(async () => []),
  };
}

/** Gateways that answer like a healthy API; tests override single methods. */
export function fakeGateways(): FakeGateways {
  let uploads = 0;
  return {
    draft: fakeDraftGateway(),
    catalogue: {
      searchArtists: jest.fn(async (_query: string, _limit: number): Promise<ArtistSuggestion[]> => []),
      verifyArtist: jest.fn(async (_url: string): Promise<VerifyArtistResponse> => ({
        success: true,
        valid: false,
        artistName: null,
        artistImage: null,
        error: 'Could not verify Spotify profile',
      })),
      searchMusic: jest.fn(async (_query: string, _type: 'track' | 'album', _limit: number): Promise<MusicSearchResult[]> => []),
      albumMetadata: jest.fn(async (_id: string): Promise<AlbumMetadata> => Promise.reject(new Error('not found'))),
      trackMetadata: jest.fn(async (_id: string): Promise<TrackMetadata> => Promise.reject(new Error('not found'))),
    },
    upload: {
      upload: jest.fn(async (file: File, meta: UploadMeta, _onProgress: (fraction: number) => void): Promise<UploadResult> => {
        uploads += 1;
        const folderType = meta.fileType === 'audio' ? 'audio' : 'images';
        return {
          success: true,
          fileId: `file-${uploads}`,
          url: `/files/${uploads}`,
          downloadUrl: `/files/${uploads}?download=1`,
          fileName: file.name,
          artistName: meta.artistName,
          fileType: meta.fileType,
          folderType,
          folderStructure: uploadFolderStructure('test-artist'),
          bucketName: 'local',
          size: file.size,
          quality: null,
        };
      }),
    },
    submission: {
      startFormSession: jest.fn(async () => ({
        success: true as const,
        formSession: 'signed-session',
        sessionId: 'session-1',
        startedAt: '2030-01-01T00:00:00.000Z',
      })),
      createItem: jest.fn(async (_payload: CreateItemRequest, _key: string): Promise<CreateItemResponse> => ({
        success: true,
        data: { itemId: 'item-1', submissionId: 'item-1', boardItemId: null, board: 'queued' },
      })),
      processSocialClips: jest.fn(async (_request: SocialClipsRequest): Promise<SocialClipsResponse> => ({ success: true, jobs: 0 })),
    },
    waitingList: {
      join: jest.fn(async (_artist: WaitingListEntry, _bot: BotFields): Promise<JoinWaitingListResponse> => ({
        success: true,
        mondayItemId: null,
        entryId: 'entry-1',
      })),
    },
    monitoring: {
      reportError: jest.fn(async (_report: ErrorReportRequest) => undefined),
      reportVitals: jest.fn(async (_metrics: VitalSample[]) => undefined),
    },
    config: {
      readConfig: jest.fn(async (): Promise<PortalConfig> => ({ submissionsEnabled: true, labelName: LABEL_NAME })),
      setSubmissionsEnabled: jest.fn(async (enabled: boolean) => enabled),
      readChatKey: jest.fn(async () => null),
    },
  };
}

const clients: QueryClient[] = [];
// A cache left behind keeps its garbage-collection timers running after the test.
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

/** Every store back to a fresh visit: empty draft, step 1, no files, beta notice already seen. */
export function resetSubmitState(): void {
  sessionStorage.clear();
  sessionStorage.setItem(BETA_NOTICE_KEY, '1');
  useSubmissionFormStore.getState().reset();
  useWizardStore.getState().reset();
  usePickedFilesStore.getState().reset();
  useSubmissionModeStore.getState().reset();
  useDraftStore.getState().reset();
  localStorage.clear();
  resetUploads();
}

/** Renders a wizard component with the real stores, a router and a container of fake gateways. */
export function renderSubmit(
  ui: ReactElement,
  gateways: FakeGateways = fakeGateways(),
  path = '/submit',
  options: { route?: string; bindings?: [symbol, unknown][] } = {},
) {
  const http = { get: jest.fn(() => ({ json: async () => ({}) })) } as unknown as HttpClient;
  const bindings = new Map<symbol, unknown>([
    [TOKENS.http, http],
    [PUBLIC_TOKENS.catalogue, gateways.catalogue],
    [PUBLIC_TOKENS.draft, gateways.draft],
    [PUBLIC_TOKENS.upload, gateways.upload],
    [PUBLIC_TOKENS.submission, gateways.submission],
    [PUBLIC_TOKENS.waitingList, gateways.waitingList],
    [PUBLIC_TOKENS.monitoring, gateways.monitoring],
    [TOKENS.portalConfig, gateways.config],
    ...(options.bindings ?? []),
  ]);
  const client = createQueryClient();
  clients.push(client);
  const view = render(
    <ThemeProvider theme={instantTheme}>
      <ContainerProvider ports={fakeContainer(bindings)}>
        <QueryClientProvider client={client}>
          <AppRouterAt path={path}>
            <Switch>
              <Route path="/submit/success">
                <h1>Thank-you page</h1>
              </Route>
              <Route path="/">
                <h1>Home page</h1>
              </Route>
              <Route path={options.route ?? '/submit'}>{ui}</Route>
            </Switch>
          </AppRouterAt>
        </QueryClientProvider>
      </ContainerProvider>
    </ThemeProvider>,
  );
  return { ...view, gateways, client };
}

export const wav = (name = 'song.wav') => new File([new Uint8Array(64)], name, { type: 'audio/wav' });

/** Closes the 'Required Information Missing' dialog and waits until the page behind it is reachable again. */
export async function closeMissingDialog(user: { click(element: Element): Promise<void> }): Promise<void> {
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
