import type { OpenAPIObject } from '@nestjs/swagger';
import { withBodyRefusals } from './body-refusals';
import { withWireSchemas } from './wire-schema-lookup';

/** What the decorators cannot say: the wire types' schemas and the refusals of the global body middleware. */
export const completeDocument = (document: OpenAPIObject): OpenAPIObject => withBodyRefusals(withWireSchemas(document));
