import { adoptPreloadedReads, fetchWithPreloadedReads } from '../../../web/src/gateway/preloaded-reads';

/** Each call of the stubbed network answers with the next number, so a test can tell which request answered. */
function stubNetwork() {
  let served = 0;
  const network = jest.fn(async () => new Response(String(++served)));
  global.fetch = network;
  return network;
}

function pageAsking(...reads: string[]): Document {
  const page = document.implementation.createHTMLDocument();
  for (const read of reads) {
    const link = page.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'fetch');
    link.href = new URL(read, location.href).href;
    page.head.append(link);
  }
  return page;
}

const body = async (answer: Promise<Response>) => (await answer).text();

describe('preloaded API reads', () => {
  afterEach(() => jest.useRealTimers());

  it('hands each preloaded answer to the first GET of its URL only', async () => {
    const network = stubNetwork();
    adoptPreloadedReads(pageAsking('/api/me', '/api/profile'));
    expect(network).toHaveBeenCalledTimes(2);
    await expect(body(fetchWithPreloadedReads('/api/profile'))).resolves.toBe('2');
    await expect(body(fetchWithPreloadedReads(new Request(new URL('/api/me', location.href))))).resolves.toBe('1');
    await expect(body(fetchWithPreloadedReads('/api/me'))).resolves.toBe('3');
  });

  it('drops every preloaded answer once the app writes, since a sign-in changes what the reads answer', async () => {
    const network = stubNetwork();
    adoptPreloadedReads(pageAsking('/api/profile'));
    await body(fetchWithPreloadedReads('/api/auth/artist/login', { method: 'POST' }));
    await expect(body(fetchWithPreloadedReads('/api/profile'))).resolves.toBe('3');
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('drops a preloaded answer the app has not asked for within ten seconds', async () => {
    stubNetwork();
    jest.useFakeTimers({ now: 0 });
    adoptPreloadedReads(pageAsking('/api/profile/drafts'));
    jest.advanceTimersByTime(10_001);
    await expect(body(fetchWithPreloadedReads('/api/profile/drafts'))).resolves.toBe('2');
  });
});
