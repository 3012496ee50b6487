import type { ReleaseForDelivery } from '../../../application/ports/release-for-delivery.port';
import { RELEASE_FIELD_NAMES, type ReleaseFieldName, type ReleaseFields } from '../../../domain/release/release-fields';
import { type ErnReleaseField, isOnResources, RELEASE_FIELDS_IN_EXPORT } from '../release-fields-in-export';
import { type ErnNode, isNotInErn } from './ern-node';
import type { ReleaseElement } from './sequences.ern';

type Children = Partial<Record<ReleaseElement, ErnNode | ErnNode[] | string>>;

type Content = ErnNode | ErnNode[] | string;
type Element = Record<string, Content>;

const isElement = (value: Content | undefined): value is Element => typeof value === 'object' && !Array.isArray(value);

/** `addition` laid into `base`: elements both have are merged, the rest kept; `base` comes first, as its builder ordered it. */
function merged(base: Content | undefined, addition: Content): Content {
  if (!isElement(base) || !isElement(addition)) return base ?? addition;
  const result: Element = { ...base };
  for (const [name, value] of Object.entries(addition)) result[name] = merged(base[name], value);
  return result;
}

function placed<K extends ReleaseFieldName>(field: K, release: ReleaseFields, namespace: string): [ReleaseElement, ErnNode | string][] {
  const placement = RELEASE_FIELDS_IN_EXPORT[field].ern;
  const value = release[field];
  if (isNotInErn(placement) || isOnResources(placement) || placement.composed || value === null || value === '' || value === false)
    return [];
  const { path, text, namespaced } = placement as ErnReleaseField<K>;
  const leaf: ErnNode | string = namespaced
    ? { '@Namespace': namespace, '#': text(value as NonNullable<ReleaseFields[K]>) }
    : text(value as NonNullable<ReleaseFields[K]>);
  const [element, ...inner] = path;
  return [[element, inner.reduceRight<ErnNode | string>((content, name) => ({ [name]: content }), leaf)]];
}

/** The Release's children with every declared field placed by path alone laid in, blanks left out. */
export function withDeclaredReleaseFields(children: Children, release: ReleaseForDelivery, namespace: string): Children {
  const result: Children = { ...children };
  for (const field of RELEASE_FIELD_NAMES) {
    for (const [element, node] of placed(field, release, namespace)) result[element] = merged(result[element], node);
  }
  return result;
}
