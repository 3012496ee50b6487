import type { ErnReleaseField } from '../../../adapters/delivery-package/release-fields-in-export';
import type { ReleaseFieldName } from '../../../domain/release/release-fields';
import { parseXml } from '../../support/parse-xml';

function childrenNamed(parent: Element | undefined, name: string): Element | undefined {
  return parent && Array.from(parent.children).find((child) => child.localName === name);
}

/** The element at `path` under `from`, or undefined when one on the way is missing. */
function at(from: Element | undefined, path: readonly string[]): Element | undefined {
  return path.reduce<Element | undefined>((node, name) => childrenNamed(node, name), from);
}

const documentOf = parseXml;

/** The text at `path` under the message's first SoundRecording, or null when an element on the way is missing. */
export function soundRecordingText(xml: string, path: readonly string[]): string | null {
  return at(documentOf(xml).getElementsByTagName('SoundRecording')[0], path)?.textContent ?? null;
}

/** Every text at `path` under each of the message's resources named `resource`, repeats included. */
export function resourceTexts(xml: string, resource: string, path: readonly string[]): string[] {
  const under = (nodes: Element[], name: string) => nodes.flatMap((node) => Array.from(node.children).filter((c) => c.localName === name));
  const resources = Array.from(documentOf(xml).getElementsByTagName(resource));
  return path.reduce(under, resources).map((node) => node.textContent ?? '');
}

/** The text a declared release field's placement reads in the main Release: a party reference read as the party's name. */
export function mainReleaseText(xml: string, placement: ErnReleaseField<ReleaseFieldName>): string | null {
  const doc = documentOf(xml);
  const text = at(doc.getElementsByTagName('Release')[0], placement.path)?.textContent ?? null;
  if (!placement.party || text === null) return text;
  const party = Array.from(doc.getElementsByTagName('Party')).find((node) => childrenNamed(node, 'PartyReference')?.textContent === text);
  return at(party, ['PartyName', 'FullName'])?.textContent ?? null;
}

/** The metadata sheet's first track row, keyed by its header. */
export function sheetRow(csv: string): Record<string, string> {
  const [header, row] = csv
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((cell) => cell[1].replace(/""/g, '"')));
  return Object.fromEntries(header.map((name, index) => [name, row[index]]));
}
