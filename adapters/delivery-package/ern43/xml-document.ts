import type { ErnContent, ErnNode } from './ern-node';

type Content = ErnContent | undefined;

// Written here rather than by xmlbuilder2: its object form decodes `&amp;`, `&#0;` in our text and its writer leaves
// an `&` that looks like a reference unescaped, so `Café&nbsp;Society` typed by an artist would not come back as typed.
const text = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const attribute = (value: string): string => text(value).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

function lines(name: string, content: Content, depth: number): string[] {
  if (content === undefined) return [];
  if (Array.isArray(content)) return content.flatMap((item) => lines(name, item, depth));
  const pad = '  '.repeat(depth);
  if (typeof content === 'string') return [`${pad}<${name}>${text(content)}</${name}>`];
  const entries = Object.entries(content);
  const attributes = entries
    .filter(([key, value]) => key.startsWith('@') && value !== undefined)
    .map(([key, value]) => ` ${key.slice(1)}="${attribute(String(value))}"`)
    .join('');
  const body = content['#'];
  const children = entries.filter(([key]) => !key.startsWith('@') && key !== '#');
  if (children.length === 0) {
    return [body === undefined ? `${pad}<${name}${attributes}/>` : `${pad}<${name}${attributes}>${text(String(body))}</${name}>`];
  }
  if (body !== undefined) throw new Error(`Element ${name} mixes text and elements`);
  return [`${pad}<${name}${attributes}>`, ...children.flatMap(([key, value]) => lines(key, value, depth + 1)), `${pad}</${name}>`];
}

/**
 * A UTF-8 XML document from an element tree in the object form xmlbuilder2 also reads (`@name` attributes, `#` text, arrays for
 * repeats): every character of the text escaped, so parsing the document gives back each value as it was given.
 */
export function xmlDocument(root: ErnNode): string {
  const [name, content] = Object.entries(root)[0];
  return ['<?xml version="1.0" encoding="UTF-8"?>', ...lines(name, content, 0)].join('\n');
}
