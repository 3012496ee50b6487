import request from 'supertest';
import type { Role } from '../../../api/common/access/principal';
import { bearerTokenPerRole } from '../../support/bearer-tokens';
import { type RouteAccess, servedRoutes } from '../../support/route-table';
import { expectRouteTableFound } from '../../support/route-table-coverage';
import { useTestApp } from '../../support/use-test-app';

/** Routes that must be staff-only whatever their decorators say ('Access'). */
const STAFF_ONLY = [
  /^\/api\/config\/set$/,
  /^\/api\/artist-invitations(\/|$)/,
  /^\/api\/analytics(\/|$)/,
  /^\/api\/review-desk(\/|$)/,
  /^\/api\/test-dashboard(\/|$)/,
  /^\/api\/monday\/(test-connection|columns)$/,
  /^\/api\/google\/auth$/,
  /^\/api\/staff\//,
];
/** Non-public routes open to any signed-in role; every other non-public route must name its roles. */
const ANY_SIGNED_IN = new Set(['GET /api/me', 'POST /api/auth/logout']);

const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000').replace(/\{\*[^}]+\}/, 'x');

let routes: RouteAccess[];
let bearer: Record<Role, string>;

const app = useTestApp();
beforeAll(async () => {
  routes = servedRoutes(app());
  bearer = await bearerTokenPerRole(app());
});

const call = (method: string, path: string) => request(app().http)[method.toLowerCase() as 'get'](concrete(path));

describe('route table access', () => {
  it('finds the routes of every feature module', () => {
    expectRouteTableFound(routes, 5, ['GET /api/me', 'POST /api/config/set', 'POST /api/auth/artist/login']);
  });

  it('marks every staff-only route @Roles("staff") and never @Public', () => {
    const wrong = routes.filter((r) => STAFF_ONLY.some((p) => p.test(r.path)) && (r.isPublic || r.roles?.join() !== 'staff'));
    expect(wrong.map((r) => r.key)).toEqual([]);
  });

  it('names the roles of every non-public route outside the any-signed-in list', () => {
    const unnamed = routes.filter((r) => !r.isPublic && !r.roles && !ANY_SIGNED_IN.has(r.key));
    expect(unnamed.map((r) => r.key)).toEqual([]);
  });

  it('answers 401 without a session on every non-public route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await call(route.method, route.path);
      if (res.status !== 401) failures.push(`${route.key} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 with the wrong role on every role-limited route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic && r.roles)) {
      const wrongRole = (['artist', 'staff'] as Role[]).find((role) => !route.roles!.includes(role));
      if (!wrongRole) continue;
      const res = await call(route.method, route.path).set('Authorization', `Bearer ${bearer[wrongRole]}`);
      if (res.status !== 403) failures.push(`${route.key} as ${wrongRole} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
