import { getSchemaPath, type OpenAPIObject, type OperationObject, type ResponseObject } from '@nestjs/swagger';
import { JSON_BODY_LIMIT } from '../common/http/body-parsing';
import { ErrorResponseDto } from '../common/http/error-response.dto';
import { CONTENT_TYPE_RULES } from '../content-type-rules';

// The methods requireKnownContentType checks (body-parsing.ts); GET and HEAD bodies are never read.
const BODY_METHODS = ['post', 'put', 'patch', 'delete'] as const;

const refusal = (description: string): ResponseObject => ({
  description,
  content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponseDto) } } },
});

/** The answers the global body middleware gives before any handler runs, for a route that takes JSON or not. */
function bodyRefusals(takesJson: boolean): Record<string, ResponseObject> {
  const unsupported = refusal(
    `A body of a content type the route does not take (${takesJson ? 'application/json only' : 'see the request body'}), once the caller may call it`,
  );
  if (!takesJson) return { 415: unsupported };
  return {
    400: refusal('Malformed JSON, or unsafe input (nested too deep, a prototype key, control characters)'),
    413: refusal(`A JSON body over ${JSON_BODY_LIMIT}`),
    415: unsupported,
  };
}

const samplePath = (documentPath: string) => documentPath.replace(/\{[^}]+\}/g, 'id');

/**
 * Every operation that can carry a body lists the refusals of requireKnownContentType, jsonBodyParser and bodyGuard
 * (api/app.factory.ts), which answer before the route's own checks; a status a route documents itself keeps its words.
 */
export function withBodyRefusals(document: OpenAPIObject): OpenAPIObject {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => {
      const takesJson = !CONTENT_TYPE_RULES.some((rule) => rule.path.test(samplePath(path)));
      const operations = BODY_METHODS.flatMap((method) => {
        const operation = item[method] as OperationObject | undefined;
        if (!operation) return [];
        const missing = Object.entries(bodyRefusals(takesJson)).filter(([status]) => !(status in operation.responses));
        return [[method, { ...operation, responses: { ...operation.responses, ...Object.fromEntries(missing) } }] as const];
      });
      return [path, { ...item, ...Object.fromEntries(operations) }];
    }),
  );
  return { ...document, paths };
}
