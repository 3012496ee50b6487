import request from 'supertest';
import { loadConfig } from '../../../adapters/config/load-config';
import { AGREEMENT_OUTCOME_MESSAGES } from '../../../domain/agreement';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();
const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

// Sign links already handed out and Dropbox Sign's callback URL name the agreement routes' former paths.
describe('the former agreement paths (api/agreements/former-paths.ts)', () => {
  it('open the signing page as the new path does', async () => {
    const now = await request(app().http).get(`/api/agreements/sign/${TOKEN}`);
    const former = await request(app().http).get(`/api/contracts/sign/${TOKEN}`);
    expect(now.status).toBe(404);
    expect([former.status, former.text]).toEqual([now.status, now.text]);
  });

  it("take the provider's events as the new path does", async () => {
    const post = (path: string) => request(app().http).post(path).field('json', '{}');
    const now = await post('/api/agreements/signature-events');
    const former = await post('/api/contracts/signature-events');
    expect(now.body).toMatchObject({ success: false, error: AGREEMENT_OUTCOME_MESSAGES.noEventsExpected });
    expect([former.status, former.body]).toEqual([now.status, now.body]);
  });

  it('leave a deployment that still sets the former setting names as it was', () => {
    const former = loadConfig({ CONTRACT_SIGN_LINK_HOURS: '5' }, '/srv/portal');
    expect(former.auth.signLinkHours).toBe(5);
    expect(() => loadConfig({ MUSIC_CATALOG_ADAPTER: 'nope' }, '/srv/portal')).toThrow(/MUSIC_CATALOGUE_ADAPTER/);
    const both = loadConfig({ CONTRACT_SIGN_LINK_HOURS: '5', AGREEMENT_SIGN_LINK_HOURS: '9' }, '/srv/portal');
    expect(both.auth.signLinkHours).toBe(9);
  });
});
