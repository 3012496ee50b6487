import request from 'supertest';
import { useTestApp } from '../support/use-test-app';

const app = useTestApp();

function imageSources(header: string): string[] {
  const directive =
    header
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('img-src ')) ?? '';
  return directive.split(/\s+/).slice(1);
}

describe('Content-Security-Policy img-src', () => {
  it('loads images only from us and the catalogue’s image hosts, not from any https host', async () => {
    const res = await request(app().http)
      .get('/api/health')
      .expect((r) => expect(r.headers['content-security-policy']).toBeDefined());
    const sources = imageSources(res.headers['content-security-policy'] as string);
    expect(sources).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://i.scdn.co']));
    expect(sources).not.toContain('https:');
    expect(sources.every((s) => !s.includes('*') || s.endsWith('.tidio.co'))).toBe(true);
  });
});
