import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { type FakeDropboxSign, portalSettingsFor, startFakeDropboxSign } from '../../fakes/dropbox-sign.fake';
import { eventually } from '../../support/eventually';
import { outboxMailsTo } from '../../support/mail-outbox';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useStartedApp } from '../../support/use-test-app';
import { startPublicFlowApp, UNTHROTTLED_SUBMISSIONS } from '../public-flow/public-flow-app';
import { submittedByArtist } from '../public-flow/submitted-by-artist';

// The label runs Dropbox Sign (its fake): a collaborator signs in the provider's embedded page, and the provider's
// signed callback, posted to the portal's real HTTP port, records the agreement.
const world = useStartedApp(async () => {
  const fake = await startFakeDropboxSign();
  const app = await startPublicFlowApp({ ...UNTHROTTLED_SUBMISSIONS, ...portalSettingsFor(fake) });
  await new Promise<void>((resolve) => app.http.listen(0, '127.0.0.1', resolve));
  fake.callbackUrl = `http://127.0.0.1:${(app.http.address() as AddressInfo).port}/api/agreements/signature-events`;
  return {
    app,
    fake,
    async close() {
      await app.close();
      await fake.close();
    },
  };
});

const http = () => request(world().app.http);
const tokenOf = async (email: string) =>
  /\/splits\/([A-Za-z0-9_-]+)/.exec(
    (await outboxMailsTo(world().app, email)).find((m) => m.category === 'split-sheet-request')?.text ?? '',
  )?.[1] ?? '';

/** What the signer does in the provider's embedded page: it loads (framed by our page), then Sign is pressed. */
async function signInEmbeddedPage(fake: FakeDropboxSign, signUrl: string) {
  const url = new URL(signUrl);
  url.searchParams.set('client_id', fake.clientId);
  url.searchParams.set('parent_url', 'http://127.0.0.1/splits');
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const act = await fetch(`${fake.embeddedOrigin}/editor/embeddedSign/act`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: url.searchParams.get('token'), action: 'sign' }),
  });
  expect(act.status).toBe(200);
}

describe('split sheets signed through Dropbox Sign (its fake)', () => {
  it('opens embedded signing for the sheet shown, and the signed callback agrees the collaborator’s shares', async () => {
    const { app, fake } = world();
    app.clock.set(new Date()); // the provider's events carry its own time, checked against ours
    const releaseDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const { id } = await submittedByArtist(app, { releaseDate, fullReleaseDate: releaseDate });
    await app.infrastructure.jobs.worker.drain();
    const token = await tokenOf('dan@example.com');
    const page = await http().get(`/api/split-sheets/${token}`).expect(200);
    expect(page.body).toMatchObject({ state: 'open', signing: 'embedded' });

    const openSigning = (documentSha256: string) => http().post(`/api/split-sheets/${token}/sign-url`).send({ documentSha256 });
    await openSigning('0'.repeat(64)).expect(400);
    const opened = await openSigning(page.body.documentSha256).expect(200);
    expect(opened.body.signing).toMatchObject({ mode: 'embedded', provider: 'dropbox-sign', clientId: fake.clientId });
    expect(opened.body.signUrl.startsWith(fake.embeddedOrigin)).toBe(true);
    const [created] = [...fake.requests.values()];
    expect(created.signatures[0]).toMatchObject({ signer_name: 'Dan West', signer_email_address: 'dan@example.com' });
    // Opened again (a sign_url works once): the same provider request, a fresh link.
    const again = await openSigning(page.body.documentSha256).expect(200);
    expect(fake.requests.size).toBe(1);
    expect(again.body.signUrl).not.toBe(opened.body.signUrl);

    await signInEmbeddedPage(fake, again.body.signUrl);
    await eventually(async () => (await http().get(`/api/split-sheets/${token}`)).body.state === 'agreed');
    await eventually(() => Promise.resolve(fake.delivered.length === 2));
    expect(fake.delivered.map((e) => [e.type, e.status])).toEqual([
      ['signature_request_signed', 200],
      ['signature_request_all_signed', 200],
    ]);

    const desk = await http().get(`/api/review-desk/submissions/${id}/split-sheets`).set(STAFF_AUTHORIZATION).expect(200);
    const dan = desk.body.consents.filter((c: { email: string }) => c.email === 'dan@example.com');
    expect(dan.map((c: { state: string }) => c.state)).toEqual(['agreed']);
    await openSigning(page.body.documentSha256).expect(409);
    // A forged callback about the same request changes nothing and is refused.
    expect((await fake.sendEvent('signature_request_signed', created.signature_request_id, { forged: true })).status).toBe(401);
  });
});
