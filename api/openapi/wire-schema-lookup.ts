import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import type { WireAnswerName } from './wire-answers';
import generated from './wire-schemas.json';

type Schema = SchemaObject | ReferenceObject;
const WIRE = generated as unknown as { answers: Record<WireAnswerName, Schema>; schemas: Record<string, Schema> };

/** The schema of one documented success answer (a reference to its wire type's component, mostly). */
export const answerSchema = (name: WireAnswerName): Schema => WIRE.answers[name];

/** The document with the wire types' schemas among its components; a name Nest already uses is an error. */
export function withWireSchemas(document: OpenAPIObject): OpenAPIObject {
  const components = document.components ?? {};
  const own = components.schemas ?? {};
  const clash = Object.keys(WIRE.schemas).filter((name) => name in own);
  if (clash.length > 0) throw new Error(`OpenAPI schema names used twice: ${clash.join(', ')}`);
  return { ...document, components: { ...components, schemas: { ...own, ...WIRE.schemas } } };
}
