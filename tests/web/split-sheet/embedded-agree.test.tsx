import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SplitSheetPage } from '../../../wire';
import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { TOKENS } from '../../../web/src/di/tokens';
import { AnswerForm } from '../../../web/src/features/split-sheet/answer-form.component';
import { EmbeddedAgree } from '../../../web/src/features/split-sheet/embedded-agree.component';
import { fakeEmbedded } from '../portal/agreement-tab.fixtures';
import { renderPortal } from '../portal/render-portal';
import { fakeApi } from '../staff/fake-api';

const CLIENT = { mode: 'embedded', provider: 'dropbox-sign', clientId: 'client-1', testMode: true } as const;
const page = (signing: SplitSheetPage['signing']): SplitSheetPage => ({
  releaseTitle: 'Night Drive',
  artistName: 'Nova Lane',
  person: { name: 'Dan West', email: 'dan@example.com' },
  state: 'open',
  documentSha256: 'd'.repeat(64),
  signing,
  tracks: [],
});

const show = (ui: ReactElement, http = fakeApi(() => ({ body: {} })).http) => renderPortal(ui, [[TOKENS.http, http]], '/splits/tok-123');

describe('the collaborator’s answer form with the label’s e-signature provider', () => {
  it('chooses the signer the label runs: the provider’s in place of the typed name, the built-in one by default', () => {
    show(<AnswerForm token="tok-123" page={page('embedded')} />);
    expect(screen.queryByLabelText('Your full name')).not.toBeInTheDocument();
    expect(screen.getByText(/label’s e-signature service/)).toBeInTheDocument();
    show(<AnswerForm token="tok-123" page={page('built-in')} />);
    expect(screen.getByLabelText('Your full name')).toBeInTheDocument();
  });

  it('opens the provider’s embedded signer with a fresh link for the sheet shown, and waits for the callback on its sign event', async () => {
    let signUrls = 0;
    const api = fakeApi((r) =>
      r.path.endsWith('/sign-url')
        ? { body: { success: true, signUrl: `https://provider.test/editor/embeddedSign?token=t${++signUrls}`, signing: CLIENT } }
        : { body: { success: true, ...page('embedded'), state: 'agreed' } },
    );
    const embedded = fakeEmbedded();
    show(<EmbeddedAgree token="tok-123" page={page('embedded')} embedded={embedded} />, api.http);
    fireEvent.click(screen.getByRole('button', { name: 'Agree and sign' }));
    await waitFor(() => expect(embedded.opened).toHaveLength(1));
    expect(embedded.opened[0]).toMatchObject({ url: 'https://provider.test/editor/embeddedSign?token=t1', clientId: 'client-1' });
    expect(api.seen.find((r) => r.path === '/api/split-sheets/tok-123/sign-url')?.body).toEqual({ documentSha256: 'd'.repeat(64) });
    await act(async () => embedded.opened[0].events.onSign());
    expect(await screen.findByRole('status')).toHaveTextContent('Signed. Recording your agreement');
    expect(screen.getByRole('button', { name: 'Agree and sign' })).toBeDisabled();
  });

  it('shows the server’s plain refusal when the sheet changed meanwhile, and opens nothing', async () => {
    const api = fakeApi(() => ({ status: 400, body: { success: false, error: SPLIT_SHEET_MESSAGES.sheetChanged } }));
    const embedded = fakeEmbedded();
    show(<EmbeddedAgree token="tok-123" page={page('embedded')} embedded={embedded} />, api.http);
    fireEvent.click(screen.getByRole('button', { name: 'Agree and sign' }));
    expect(await screen.findByText(SPLIT_SHEET_MESSAGES.sheetChanged)).toBeInTheDocument();
    expect(embedded.opened).toEqual([]);
  });
});
