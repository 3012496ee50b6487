import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

/**
 * An XML document parsed by a conforming parser (jsdom's, on saxes): xmlbuilder2's reader decodes `&amp;#0;` twice,
 * so it cannot tell whether a message carries typed text exactly.
 */
export function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}
