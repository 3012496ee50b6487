import request from 'supertest';
import type { Role } from '../../api/common/access/principal';
import { bearerTokenPerRole } from '../support/bearer-tokens';
import { type RouteAccess, servedRoutes } from '../support/route-table';
import { useTestApp } from '../support/use-test-app';

/**
 * Every served route, called with hostile input by the role it admits: the API must answer 4xx (or a 2xx that
 * ignored the junk), never 5xx. Complements each feature's own bad-input tests, and covers routes added later.
 */
/** A body sent as written (too deep for JSON.stringify's callers to build comfortably). */
class RawJson {
  constructor(readonly text: string) {}
}

const BODIES: unknown[] = [
  [],
  'just a string',
  { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
  { a: 'x'.repeat(10_000), email: 'x'.repeat(10_000), artistName: 123, tracks: 'nope', formData: [], columnValues: 7 },
  { submissionsEnabled: null, status: { $ne: 1 }, limit: -1, hours: 'all', token: '../../etc/passwd' },
  // Control characters (NUL above all) in every kind of text field, and dates outside years 1-9999.
  Object.fromEntries(
    [
      'email',
      'artistName',
      'firstName',
      'name',
      'title',
      'message',
      'artistId',
      'invitationCode',
      'password',
      'query',
      'reason',
      'note',
      'status',
      'url',
    ].map((k) => [k, `x\u0000y\u0007${k}`]),
  ),
  {
    releaseDate: '0000-01-01',
    date: '0000-01-01',
    from: '0000-01-01',
    to: '10000-01-01',
    signedAt: '0000-01-01T00:00:00Z',
    formData: { artistName: 'A', releaseDate: '0000-01-01' },
  },
  new RawJson(`${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`),
  new RawJson(`${'['.repeat(6000)}${']'.repeat(6000)}`),
];
const IDS = ['..%2F..%2Fetc%2Fpasswd', '%00', 'x'.repeat(600), '00000000-0000-4000-8000-000000000000', "1' OR '1'='1", '%E0%A4%A', '%'];
const QUERIES = [
  '?q=%00&limit=abc&type=../x&hours=-1',
  `?q=${'x'.repeat(5000)}`,
  '?limit=1e309&hours=168&status[]=x',
  '?from=0000-01-01&to=10000-12-31&before=0000-01-01T00:00:00Z&q=%E0%A4%A',
  '?q=a%01b&email=x%00@y.z',
  '?from=0000-01-01',
  '?to=0000-12-31&before=0000-01-01T00:00:00Z',
];
/** Malformed cookies ride along on every request: a session cookie that is not even valid percent-encoding. */
const COOKIES = ['session=%', '__Host-session=%E0%A4%A; session=%zz'];

let routes: RouteAccess[];
let bearer: Record<Role, string>;

const app = useTestApp({
  env: {
    RATE_LIMIT_WINDOW_SECONDS: '1',
    RATE_LIMIT_LOOKUPS: '100000',
    RATE_LIMIT_TOKEN_CHECKS: '100000',
    RATE_LIMIT_SUBMISSIONS: '100000',
    RATE_LIMIT_WAITING_LIST: '100000',
    RATE_LIMIT_MONITORING: '100000',
    RATE_LIMIT_FORM_SESSIONS: '100000',
  },
});
beforeAll(async () => {
  routes = servedRoutes(app());
  bearer = await bearerTokenPerRole(app());
});

function send(route: RouteAccess, id: string, query: string, body: unknown, cookie: string) {
  const path = route.path.replace(/:[A-Za-z_]+/g, id).replace(/\{\*[^}]+\}/, id) + query;
  const role: Role | undefined = route.isPublic ? undefined : (route.roles?.[0] ?? 'artist');
  let req = request(app().http)[route.method.toLowerCase() as 'post'](path).set('Cookie', cookie);
  if (role) req = req.set('Authorization', `Bearer ${bearer[role]}`);
  if (route.method === 'GET' || route.method === 'HEAD') return req;
  return req.set('Content-Type', 'application/json').send(body instanceof RawJson ? body.text : JSON.stringify(body));
}

it('never answers 5xx to hostile ids, queries or bodies on any route', async () => {
  expect(routes.length).toBeGreaterThan(40);
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  for (const route of routes.filter((r) => r.key !== 'POST /api/auth/logout')) {
    const attempts =
      route.method === 'GET'
        ? IDS.flatMap((id) => QUERIES.map((q) => [id, q, undefined] as const))
        : [IDS[0], IDS[1], IDS[5]].flatMap((id) => BODIES.map((b) => [id, '', b] as const));
    for (const [n, [id, query, body]] of attempts.entries()) {
      const res = await send(route, id, query, body, COOKIES[n % COOKIES.length]);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500)
        failures.push(`${route.key} id=${id.slice(0, 20)} ${query.slice(0, 30)} → ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
  }
  expect(failures).toEqual([]);
  // The junk must reach the handlers, not bounce off one gate: validation (400) and not-found (404) answers dominate.
  expect((statuses[400] ?? 0) + (statuses[404] ?? 0)).toBeGreaterThan(100);
  expect(Object.prototype).not.toHaveProperty('polluted');
  expect(Object.prototype).not.toHaveProperty('admin');
});
