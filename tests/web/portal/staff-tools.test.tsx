import { render, screen } from '@testing-library/react';
import { QualityReportView } from '../../../web/src/features/staff/review-desk/review-sections.component';
import type { HttpClient } from '../../../web/src/gateway/http-client';
import { createStaffToolsGateway } from '../../../web/src/gateway/staff-tools.gateway';
import { createTestDashboardGateway, type TestCall } from '../../../web/src/gateway/test-dashboard.gateway';

// ky ships ESM only (Jest's CommonJS runtime cannot load it): requestJson is the client call plus .json() here.
jest.mock('../../../web/src/gateway/http-client', () => ({
  requestJson: (client: (path: string, options: unknown) => { json(): Promise<unknown> }, path: string, options: unknown = {}) =>
    client(path, options).json(),
}));

/** A stand-in for the ky instance: records each call and answers with the given JSON. */
function fakeHttp(answer: (path: string) => unknown) {
  const calls: { path: string; method?: string; json?: unknown; searchParams?: unknown }[] = [];
  const http = ((path: string, options: { method?: string; json?: unknown; searchParams?: unknown } = {}) => {
    calls.push({ path, method: options.method, json: options.json, searchParams: options.searchParams });
    return { json: async () => answer(path) };
  }) as unknown as HttpClient;
  return { http, calls };
}

describe('quality report in plain words (review desk)', () => {
  it('sets small artwork against what the stores ask for, with the server warnings', () => {
    render(
      <QualityReportView
        report={{
          kind: 'artwork',
          facts: { width: 2400, height: 2400, colourSpace: 'sRGB' },
          warnings: ['Artwork should be at least 3000×3000 pixels'],
        }}
      />,
    );
    expect(screen.getByText('Artwork is 2400×2400; stores ask for at least 3000×3000')).toBeInTheDocument();
    expect(screen.getByText('1 quality warning')).toBeInTheDocument();
    expect(screen.getByText('Artwork should be at least 3000×3000 pixels')).toBeInTheDocument();
  });

  it('describes a good WAV and says it is fine', () => {
    render(
      <QualityReportView
        report={{ kind: 'audio', facts: { sampleRate: 44100, bitDepth: 16, channels: 2, durationSeconds: 151.4 }, warnings: [] }}
      />,
    );
    expect(screen.getByText('Audio is 44.1 kHz, 16-bit, stereo, 2:31')).toBeInTheDocument();
    expect(screen.getByText('Quality OK')).toBeInTheDocument();
  });

  it('shows nothing when there is no report', () => {
    const { container } = render(<QualityReportView report={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('test dashboard gateway', () => {
  const form = { firstName: 'Tess', surname: 'Ting', email: '', artistName: 'Port Check', country: 'United Kingdom', city: 'Leeds' };

  it("calls the API's real paths for each of the six buttons", async () => {
    const { http, calls } = fakeHttp(() => ({ success: true }));
    const gateway = createTestDashboardGateway(http);
    const all: TestCall[] = ['health', 'connection', 'columns', 'createItem', 'driveAuth', 'fullSubmission'];
    for (const call of all) await gateway.run(call, form);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'get health',
      'get monday/test-connection',
      'get monday/columns',
      'post monday/create-item',
      'post google/auth',
      'post test-dashboard/full-submission-test',
    ]);
    expect(calls[3].json).toMatchObject({
      itemName: 'Port Check - Test Release',
      columnValues: { artist_name: 'Port Check', first_name: 'Tess', release_type: 'single' },
    });
    expect(calls[3].json).not.toHaveProperty('formData');
    // Blank fields are left out, so an empty email is not sent as an invalid one.
    expect(calls[5].json).toEqual({
      firstName: 'Tess',
      surname: 'Ting',
      artistName: 'Port Check',
      country: 'United Kingdom',
      city: 'Leeds',
    });
  });

  it('reads a 200 that reports success:false as failed', async () => {
    const { http } = fakeHttp(() => ({ success: false, steps: [{ step: 'mail', success: false, detail: 'down' }] }));
    await expect(createTestDashboardGateway(http).run('fullSubmission', form)).resolves.toMatchObject({ ok: false, status: 200 });
  });
});

describe('staff tools gateway', () => {
  it('finds the invitation link in the newest invitation mail to the artist', async () => {
    const text = 'Hi Lena,\n\nUse your personal link to submit it:\nhttp://127.0.0.1:4000/i/AbC_12-xyz\n\nThe link works once.';
    const { http, calls } = fakeHttp(() => ({
      mails: [{ id: 'm1', to: 'lena@example.com', subject: 'Invited', text, createdAt: '2030-01-01' }],
    }));
    await expect(createStaffToolsGateway(http).invitationLink('lena@example.com')).resolves.toBe('http://127.0.0.1:4000/i/AbC_12-xyz');
    expect(calls[0]).toMatchObject({
      path: 'review-desk/mail-outbox',
      searchParams: { to: 'lena@example.com', category: 'invitation', limit: '1' },
    });
  });
});
