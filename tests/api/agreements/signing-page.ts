import request from 'supertest';
import { TEST_ORIGIN } from '../../support/identity-fixtures';
import type { TestApp } from '../../support/test-app';

/** The document hash the signing page shows; the signing form sends it back. */
export const documentHashIn = (html: string) => /name="documentSha256" value="([0-9a-f]{64})"/.exec(html)?.[1] ?? '';

/** Opens a signing link and signs it as Ada Lovelace with consent, expecting 200 for the page and for the signature. */
export async function signAtLink(http: TestApp['http'], signUrl: string): Promise<void> {
  const path = new URL(signUrl).pathname;
  const page = await request(http).get(path).expect(200);
  await request(http)
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .type('form')
    .send({ fullName: 'Ada Lovelace', consent: 'yes', documentSha256: documentHashIn(page.text), action: 'sign' })
    .expect(200);
}
