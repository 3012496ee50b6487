import request from 'supertest';
import type { Role } from '../../api/common/access/principal';
import { createArtist, createStaff } from '../support/identity-fixtures';
import { type RouteAccess, servedRoutes } from '../support/route-table';
import { startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(240_000);

/**
 * Every served route, called with hostile input by the role it admits: the API must answer 4xx (or a 2xx that
 * ignored the junk), never 5xx. Complements each feature's own bad-input tests, and covers routes added later.
 */
const BODIES: unknown[] = [
  [],
  'just a string',
  { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
  { a: 'x'.repeat(10_000), email: 'x'.repeat(10_000), artistName: 123, tracks: 'nope', formData: [], columnValues: 7 },
  { submissionsEnabled: null, status: { $ne: 1 }, limit: -1, hours: 'all', token: '../../etc/passwd' },
];
const IDS = ['..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(600), '00000000-0000-4000-8000-000000000000', "1' OR '1'='1"];
const QUERIES = ['?q=%00&limit=abc&type=../x&hours=-1', `?q=${'x'.repeat(5000)}`, '?limit=1e309&hours=168&status[]=x'];

let app: TestApp;
let routes: RouteAccess[];
const bearer: Record<Role, string> = { artist: '', staff: '' };

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_WINDOW_SECONDS: '1', RATE_LIMIT_LOOKUPS: '100000', RATE_LIMIT_TOKEN_CHECKS: '100000', RATE_LIMIT_SUBMISSIONS: '100000', RATE_LIMIT_WAITING_LIST: '100000', RATE_LIMIT_MONITORING: '100000', RATE_LIMIT_FORM_SESSIONS: '100000' } });
  routes = servedRoutes(app);
  const artist = await createArtist(app);
  const staff = await createStaff(app);
  bearer.artist = (await request(app.http).post('/api/auth/artist/login').send({ artistId: artist.artistCode, invitationCode: artist.invitationCode, issueBearerToken: true })).body.token;
  bearer.staff = (await request(app.http).post('/api/auth/staff/login').send({ email: staff.email, password: staff.password, issueBearerToken: true })).body.token;
}, 60_000);
afterAll(() => app.close());

function send(route: RouteAccess, id: string, query: string, body: unknown) {
  const path = route.path.replace(/:[A-Za-z_]+/g, id).replace(/\{\*[^}]+\}/, id) + query;
  const role: Role | undefined = route.isPublic ? undefined : (route.roles?.[0] ?? 'artist');
  let req = request(app.http)[route.method.toLowerCase() as 'post'](path);
  if (role) req = req.set('Authorization', `Bearer ${bearer[role]}`);
  if (route.method === 'GET' || route.method === 'HEAD') return req;
  return req.set('Content-Type', 'application/json').send(JSON.stringify(body));
}

it('never answers 5xx to hostile ids, queries or bodies on any route', async () => {
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  for (const route of routes.filter((r) => r.key !== 'POST /api/auth/logout')) {
    const attempts = route.method === 'GET' ? IDS.flatMap((id) => QUERIES.map((q) => [id, q, undefined] as const)) : IDS.slice(0, 2).flatMap((id) => BODIES.map((b) => [id, '', b] as const));
    for (const [id, query, body] of attempts) {
      const res = await send(route, id, query, body);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${route.key} id=${id.slice(0, 20)} ${query.slice(0, 30)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
  // The junk must reach the handlers, not bounce off one gate: validation (400) and not-found (404) answers dominate.
  expect((statuses[400] ?? 0) + (statuses[404] ?? 0)).toBeGreaterThan(100);
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('admin');
});
