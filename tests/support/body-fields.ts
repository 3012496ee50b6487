import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';
import type { RouteAccess } from './route-table';

type DtoClass = new () => object;

/** The class of the route's `@Body()` parameter, or undefined when the route reads no JSON body through a DTO. */
export function bodyDtoOf(route: RouteAccess): DtoClass | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handlerName) ?? {}) as Record<string, { index: number }>;
  const body = Object.entries(args).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`));
  if (!body) return undefined;
  const types = Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.handlerName) as unknown[];
  const dto = types[body[1].index];
  return typeof dto === 'function' && dto !== Object ? (dto as DtoClass) : undefined;
}

/** The DTO class class-transformer makes of an object at `property` (its `@Type`), if any. */
function nestedClassOf(dto: DtoClass, property: string): DtoClass | undefined {
  const probe = plainToInstance(dto, { [property]: [{}] }) as Record<string, unknown>;
  const item: unknown = (probe[property] as unknown[] | undefined)?.[0];
  const made = item !== null && typeof item === 'object' ? (item.constructor as DtoClass) : undefined;
  return made === Object ? undefined : made;
}

/**
 * Every field path the DTO validates ('formData.tracks.0.title'), nested DTOs included (an array's first item
 * stands for all), down to `depth` levels.
 */
export function fieldPathsOf(dto: DtoClass, depth = 3, prefix = ''): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const properties = [...new Set(metadata.map((m) => m.propertyName))];
  return properties.flatMap((property) => {
    const path = `${prefix}${property}`;
    const nested = nestedClassOf(dto, property);
    if (!nested || depth <= 1) return [path];
    const isList = metadata.some((m) => m.propertyName === property && m.each === true);
    return [path, ...fieldPathsOf(nested, depth - 1, isList ? `${path}.0.` : `${path}.`)];
  });
}

/** A copy of `body` with `value` at `path`, creating the objects and arrays on the way. */
export function withValueAt(body: object, path: string, value: unknown): object {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let holder: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, i) => {
    const next = holder[key];
    if (next === null || typeof next !== 'object') holder[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    holder = holder[key] as Record<string, unknown>;
  });
  holder[keys[keys.length - 1]] = value;
  return copy;
}
