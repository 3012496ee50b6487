import path from 'node:path';
import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { Reflector } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import request from 'supertest';
import { SignInFormController } from '../../api/auth/sign-in-form.controller';
import { SigningPageController } from '../../api/agreements/signing-page.controller';
import { CONTENT_TYPE_RULES } from '../../api/content-type-rules';
import { RATE_LIMIT_BUCKET, RateLimitGuard } from '../../api/public-flow/rate-limit.guard';
import { type RouteAccess, servedRoutes } from '../support/route-table';
import { testedStatuses } from '../support/tested-statuses';
import { expectRouteTableFound } from '../support/route-table-coverage';
import wireSchemas from '../../api/openapi/wire-schemas.json';
import { useTestApp } from '../support/use-test-app';

/** Served routes the document leaves out on purpose, with the reason. */
const EXCLUDED: { controller: RouteAccess['controller']; reason: string }[] = [
  { controller: SigningPageController, reason: 'the built-in signer’s HTML page and form post (a browser page, not a JSON API)' },
  {
    controller: SignInFormController,
    reason: 'the sign-in pages’ plain form posts, answered with redirects (the JSON routes are documented)',
  },
];
const ERROR_SCHEMA_REF = '#/components/schemas/ErrorResponseDto';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Any operation can fail on our side; the error body is documented once, not as a status per operation.
const UNDOCUMENTED_STATUSES = new Set([500]);

type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; headers?: object; content?: Record<string, { schema?: Schema }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
type Dto = new (...args: never[]) => object;

interface CheckedRoute extends RouteAccess {
  operation: Operation | undefined;
  bodyDto?: Dto;
  queryDto?: Dto;
  hasPathParameter: boolean;
  rateLimited: boolean;
  successStatus: number;
}

let document: OpenApiDocument;
let routes: CheckedRoute[];

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const isDto = (type: unknown): type is Dto =>
  typeof type === 'function' && ![Object, String, Number, Boolean, Array].includes(type as never);

/** What Nest knows about a handler: its @Body()/@Query() DTO classes, guards and success status. */
function describeRoute(route: RouteAccess, reflector: Reflector): Omit<CheckedRoute, keyof RouteAccess | 'operation'> {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<
    string,
    { index: number; data?: unknown }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.handlerName) ?? []) as unknown[];
  const whole = (kind: RouteParamtypes) =>
    Object.entries(args)
      .filter(([key, arg]) => Number(key.split(':')[0]) === kind && arg.data === undefined)
      .map(([, arg]) => types[arg.index])
      .find(isDto);
  const guards = [
    ...(reflector.get<unknown[]>(GUARDS_METADATA, route.controller) ?? []),
    ...(reflector.get<unknown[]>(GUARDS_METADATA, route.handler) ?? []),
  ];
  const bucket = reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_BUCKET, [route.handler, route.controller]);
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, route.handler) as number | undefined;
  return {
    bodyDto: whole(RouteParamtypes.BODY),
    queryDto: whole(RouteParamtypes.QUERY),
    hasPathParameter: /:[A-Za-z]/.test(route.path),
    rateLimited: Boolean(bucket) && guards.includes(RateLimitGuard),
    successStatus: code ?? (route.method === RequestMethod[RequestMethod.POST] ? 201 : 200),
  };
}

/** The error answers a route can give, from how it is wired (validation, access guard, rate limit, path ids). */
function expectedErrors(route: CheckedRoute): Record<string, string> {
  const expected: Record<string, string> = {};
  if (route.bodyDto || route.queryDto) expected['400'] = `validates a ${route.bodyDto ? 'body' : 'query'} DTO`;
  if (!route.isPublic) expected['401'] = 'not public';
  // Wrong role, or (any signed-in role) a cookie write from a foreign origin.
  if (!route.isPublic && (route.roles || route.method !== 'GET'))
    expected['403'] = route.roles ? `limited to ${route.roles.join(', ')}` : 'cookie writes are origin-checked';
  if (route.rateLimited) expected['429'] = 'rate-limit guard';
  if (route.hasPathParameter) expected['404'] = 'path parameter';
  if (BODY_METHODS.has(route.method)) {
    expected['415'] = 'requireKnownContentType: a body the route does not take';
    if (!CONTENT_TYPE_RULES.some((rule) => rule.path.test(route.path))) {
      expected['400'] ??= 'jsonBodyParser: malformed JSON';
      expected['413'] = 'jsonBodyParser: over the JSON limit';
    }
  }
  return expected;
}

const refersToErrorSchema = (schema: Schema | undefined): boolean =>
  Boolean(schema && (schema.$ref === ERROR_SCHEMA_REF || schema.allOf?.some((part) => part.$ref === ERROR_SCHEMA_REF)));

function schemaOf(ref: string | undefined): Schema | undefined {
  return ref ? document.components?.schemas?.[ref.replace('#/components/schemas/', '')] : undefined;
}

/** The DTO's validated fields (the whitelist) missing from its schema, through nested DTOs too. */
function undocumentedFields(dto: Dto, seen = new Set<Dto>()): string[] {
  if (seen.has(dto)) return [];
  seen.add(dto);
  const schema = document.components?.schemas?.[dto.name];
  if (!schema) return [`${dto.name} (no schema)`];
  const fields = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .map((m) => m.propertyName),
  );
  const missing = [...fields].filter((field) => !schema.properties?.[field]).map((field) => `${dto.name}.${field}`);
  for (const field of fields) {
    const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, field) as { type?: unknown } | undefined;
    const lazy = meta?.type as (() => unknown) | undefined;
    const nested = typeof lazy === 'function' && !('prototype' in lazy && lazy.prototype) ? lazy() : lazy;
    if (isDto(nested)) missing.push(...undocumentedFields(nested, seen));
  }
  return missing;
}

const app = useTestApp();
beforeAll(async () => {
  document = (await request(app().http).get('/api/docs-json').expect(200)).body as OpenApiDocument;
  const reflector = app().app.get(Reflector);
  routes = servedRoutes(app())
    .filter((route) => !EXCLUDED.some((e) => e.controller === route.controller))
    .map((route) => ({
      ...route,
      ...describeRoute(route, reflector),
      operation: document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()],
    }));
});

/** Runs a check on every route and lists 'METHOD /path: what is missing'. */
function missing(check: (route: CheckedRoute, operation: Operation) => string[]): string[] {
  return routes.filter((r) => r.operation).flatMap((route) => check(route, route.operation!).map((gap) => `${route.key}: ${gap}`));
}

describe('OpenAPI document (/api/docs-json) against the served route table', () => {
  it('checks the routes of every feature module', () => {
    expectRouteTableFound(routes, 40, ['POST /api/monday/create-item', 'GET /api/me', 'GET /api/review-desk/submissions']);
  });

  it('documents every served route', () => {
    expect(routes.filter((r) => !r.operation).map((r) => `${r.key}: not in the document`)).toEqual([]);
  });

  it('documents no route that is not served', () => {
    const served = new Set(routes.map((r) => `${r.method} ${openApiPath(r.path)}`));
    const stale = Object.entries(document.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((key) => !served.has(key));
    expect(stale).toEqual([]);
  });

  it('describes each request header once, and the optional ones (resume token, idempotency key) as optional', () => {
    const OPTIONAL_HEADERS = new Set(['x-draft-token', 'idempotency-key']);
    expect(
      missing((_, op) => {
        const headers = (op.parameters ?? []).filter((p) => p.in === 'header');
        const names = headers.map((p) => p.name.toLowerCase());
        const repeated = names.filter((name, i) => names.indexOf(name) !== i).map((name) => `${name} listed twice`);
        const required = headers.filter((p) => OPTIONAL_HEADERS.has(p.name.toLowerCase()) && p.required).map((p) => `${p.name} required`);
        return [...repeated, ...required];
      }),
    ).toEqual([]);
  });

  it('gives every operation a summary or description', () => {
    expect(missing((_, op) => (op.summary?.trim() || op.description?.trim() ? [] : ['no summary or description']))).toEqual([]);
  });

  it('describes the success answer with the status the route really gives', () => {
    expect(
      missing((route, op) => {
        const success = Object.entries(op.responses ?? {}).filter(([status, r]) => /^2\d\d$/.test(status) && r.description?.trim());
        if (success.length === 0) return ['no described 2xx response'];
        return success.some(([status]) => Number(status) === route.successStatus)
          ? []
          : [`answers ${route.successStatus} but documents ${success.map(([s]) => s).join(', ')}`];
      }),
    ).toEqual([]);
  });

  it('gives every success answer its schema: JSON by a wire type, a file by its media type, or its headers alone', () => {
    expect(
      missing((route, op) =>
        Object.entries(op.responses ?? {})
          .filter(([status]) => /^2\d\d$/.test(status))
          .flatMap(([status, response]) => {
            const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
            if (schemas.length > 0)
              return schemas.every((schema) => schema && (schema.$ref ? schemaOf(schema.$ref) : schema))
                ? []
                : [`${status}: a schema that resolves to nothing`];
            // No body: 204, an answer to HEAD, a 206 range of a documented file, or an answer that is its headers (Location...).
            const binary200 = Object.keys(op.responses?.['200']?.content ?? {}).some((type) => type !== 'application/json');
            if (status === '204' || route.method === 'HEAD' || response.headers || (status === '206' && binary200)) return [];
            return [`${status}: no schema`];
          }),
      ),
    ).toEqual([]);
  });

  it('describes each JSON success answer with the schema generated from its wire type', () => {
    const served = Object.fromEntries(Object.keys(wireSchemas.schemas).map((name) => [name, document.components?.schemas?.[name]]));
    expect(served).toEqual(wireSchemas.schemas);
  });

  it('lists the error answers each route can give, with the shared error schema', () => {
    expect(
      missing((route, op) =>
        Object.entries(expectedErrors(route)).flatMap(([status, why]) => {
          const response = op.responses?.[status];
          if (!response) return [`no ${status} response (${why})`];
          return refersToErrorSchema(response.content?.['application/json']?.schema)
            ? []
            : [`${status} response does not use ErrorResponseDto`];
        }),
      ),
    ).toEqual([]);
  });

  it('lists every status the API tests see an operation answer', () => {
    const tested = testedStatuses(path.join(__dirname, '..', 'api'));
    const operationOf = (method: string, testPath: string) =>
      routes
        .filter(
          (route) =>
            route.method === method &&
            new RegExp(`^${route.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`).test(testPath.replace(/\*/g, 'x1')),
        )
        .sort((a, b) => (a.path.match(/:/g) ?? []).length - (b.path.match(/:/g) ?? []).length)[0];
    const found = tested.map((t) => ({ ...t, route: operationOf(t.method, t.path) })).filter((t) => t.route?.operation);
    // The scan must keep finding the tests' requests: most of them name a documented route.
    expect(found.length).toBeGreaterThan(400);
    const undocumented = found
      .filter((t) => !UNDOCUMENTED_STATUSES.has(t.status) && !t.route!.operation!.responses?.[String(t.status)])
      .map((t) => `${t.route!.key}: answers ${t.status} in ${path.relative(__dirname, t.file)}`);
    expect([...new Set(undocumented)]).toEqual([]);
  });

  it('documents every route that takes a JSON body with its request schema, field by field', () => {
    expect(
      missing((route, op) => {
        if (!route.bodyDto) return [];
        const schema = op.requestBody?.content?.['application/json']?.schema;
        if (!schema) return [`no application/json requestBody schema (${route.bodyDto.name})`];
        if (schema.$ref !== `#/components/schemas/${route.bodyDto.name}` || !schemaOf(schema.$ref))
          return [`requestBody is not ${route.bodyDto.name}`];
        return undocumentedFields(route.bodyDto).map((field) => `body field ${field} has no @ApiProperty`);
      }),
    ).toEqual([]);
  });

  it('documents every field of a query DTO as a query parameter', () => {
    expect(
      missing((route, op) => {
        if (!route.queryDto) return [];
        const documented = new Set((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
        const fields = new Set(
          getMetadataStorage()
            .getTargetValidationMetadatas(route.queryDto, '', true, false)
            .map((m) => m.propertyName),
        );
        return [...fields]
          .filter((field) => !documented.has(field))
          .map((field) => `query parameter ${field} (${route.queryDto!.name}) not documented`);
      }),
    ).toEqual([]);
  });

  it('resolves every schema reference in the document', () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((ref) => !schemaOf(ref))).toEqual([]);
  });

  it('describes the error body once, as ErrorResponseDto { success: false, error, details?: [{ field, message }] }', () => {
    const schema = schemaOf(ERROR_SCHEMA_REF);
    expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(['success', 'error', 'details']));
    expect(schemaOf(schema?.properties?.details?.items?.$ref)?.properties).toEqual(
      expect.objectContaining({ field: expect.anything(), message: expect.anything() }),
    );
  });
});
