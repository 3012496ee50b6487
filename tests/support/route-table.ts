import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { PUBLIC_ROUTE, ROLES } from '../../api/common/access/access.decorators';
import type { Role } from '../../api/common/access/principal';
import type { TestApp } from './test-app';

/** One served route with the access metadata the global guard reads, and the handler behind it. */
export interface RouteAccess {
  key: string;
  method: string;
  path: string;
  isPublic: boolean;
  roles: Role[] | undefined;
  controller: new (...args: never[]) => object;
  handlerName: string;
  handler: (...args: unknown[]) => unknown;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every handler Nest registered, keyed 'METHOD /api/path'. */
export function nestRoutes(app: TestApp): Map<string, RouteAccess> {
  const reflector = app.app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes = new Map<string, RouteAccess>();
  for (const wrapper of new DiscoveryService(app.app.get(ModulesContainer)).getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance);
    const controllerPaths = [reflector.get<string | string[]>(PATH_METADATA, metatype) ?? '/'].flat();
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const targets = [handler, metatype];
      const isPublic = reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
      const roles = reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
      for (const base of controllerPaths) {
        for (const own of [Reflect.getMetadata(PATH_METADATA, handler) as string | string[]].flat()) {
          const path = join('api', base, own ?? '');
          const verb = RequestMethod[method];
          const controller = metatype as RouteAccess['controller'];
          routes.set(`${verb} ${path}`, {
            key: `${verb} ${path}`,
            method: verb,
            path,
            isPublic,
            roles,
            controller,
            handlerName: name,
            handler,
          });
        }
      }
    }
  }
  return routes;
}

/** What Express actually serves (the route table requests go through), outside the docs themselves. */
export function expressRoutes(app: TestApp): { method: string; path: string }[] {
  const router = app.app.getHttpAdapter().getInstance().router as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  return router.stack
    .filter((layer) => layer.route && layer.route.path.startsWith('/api/') && !layer.route.path.startsWith('/api/docs'))
    .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => ({ method: m.toUpperCase(), path: layer.route!.path })));
}

/** Every route Express serves under /api, matched to its Nest handler (throws when one has none). */
export function servedRoutes(app: TestApp): RouteAccess[] {
  const nest = nestRoutes(app);
  return expressRoutes(app).map(({ method, path }) => {
    const found = nest.get(`${method} ${path}`);
    if (!found) throw new Error(`Express serves ${method} ${path} but no Nest handler metadata matches it`);
    return found;
  });
}
