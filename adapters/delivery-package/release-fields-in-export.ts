import type { TablePlaces } from '../../domain/forms/field-placement';
import type { ReleaseFieldName, ReleaseFields } from '../../domain/release/release-fields';
import { RELEASE_TYPE_DISPLAY } from '../../domain/release/release-type';
import type { NotInErn } from './ern43/ern-node';
import { AI_PART_ROLE } from './ern43/ai-disclosure.ern';
import { ERN_RELEASE_TYPE } from './ern43/release-profile.ern';
import type { ReleaseElement } from './ern43/sequences.ern';

type Value<K extends ReleaseFieldName> = NonNullable<ReleaseFields[K]>;

/**
 * Where the ERN carries a declared release field: the element path under the main Release (schema order) and the
 * text stores read there. Without `composed`, the field is written from its path alone (a new field needs no more).
 */
export interface ErnReleaseField<K extends ReleaseFieldName> {
  readonly path: readonly [ReleaseElement, ...string[]];
  readonly text: (value: Value<K>) => string;
  /** The release's builder writes the element, from more than this field. */
  readonly composed?: true;
  /** The element's text holds this field's among others' (`℗ 2026 Owner`). */
  readonly within?: true;
  /** The element names a party by reference; the field's text is that party's FullName in the PartyList. */
  readonly party?: true;
  /** The element takes the sender's DPID as its Namespace attribute (a catalogue number, a proprietary id). */
  readonly namespaced?: true;
}

/**
 * A declared field the ERN carries on the release's resources rather than the Release: when set, the resources of
 * that type (their builders write it) have `text` at `path` among their repeats: a flag's fixed text, or without
 * `text` the value itself.
 */
export interface ErnResourceField {
  readonly resource: 'SoundRecording' | 'Image';
  readonly path: readonly string[];
  readonly text?: string;
}

export const isOnResources = (placement: object): placement is ErnResourceField => 'resource' in placement;

export interface ReleaseFieldExport<K extends ReleaseFieldName> {
  readonly ern: ErnReleaseField<K> | ErnResourceField | NotInErn;
  /** The metadata sheet's column, and the cell's text when the value's own would not read well there. */
  readonly sheet: { readonly column: string; readonly text?: (value: Value<K>) => string };
}

type Entries = { readonly [K in ReleaseFieldName]?: ReleaseFieldExport<K> };
/** What the compiler names when a declared release field has no entry below: the field, and where it must be placed. */
type EveryFieldPlaced<T> = TablePlaces<
  ReleaseFieldName,
  T,
  'RELEASE_FIELDS_IN_EXPORT (adapters/delivery-package/release-fields-in-export.ts): its path in the ERN Release (or why not) and its metadata-sheet column'
>;

function everyReleaseField<T extends Entries>(table: T & EveryFieldPlaced<T>): { readonly [K in ReleaseFieldName]: ReleaseFieldExport<K> } {
  return table as { readonly [K in ReleaseFieldName]: ReleaseFieldExport<K> };
}

const asLabelCopy = { notInErn: 'a request to the label’s staff; the store sees only the date the release goes live' } as const;
/** A part generative AI made, said on each SoundRecording answered 'Partly' as a GenerativeAI contributor in that role. */
const aiRole = (role: string): ErnResourceField => ({ resource: 'SoundRecording', path: ['Contributor', 'Role', 'Value'], text: role });

const asReleasePlan = { notInErn: 'the portal’s plan for singles before the full release; each goes out as a release of its own' } as const;

/** Every declared release field (domain/release) in the ERN and the metadata sheet; a new one fails to compile until placed. */
export const RELEASE_FIELDS_IN_EXPORT = everyReleaseField({
  releaseType: {
    ern: { path: ['ReleaseType'], text: (type) => ERN_RELEASE_TYPE[type], composed: true },
    sheet: { column: 'Release type', text: (type) => RELEASE_TYPE_DISPLAY[type] },
  },
  releaseTitle: { ern: { path: ['DisplayTitle', 'TitleText'], text: String, composed: true }, sheet: { column: 'Release title' } },
  primaryGenre: { ern: { path: ['DisplayGenre', 'GenreText'], text: String, composed: true }, sheet: { column: 'Primary genre' } },
  subGenre: { ern: { path: ['DisplayGenre', 'SubGenre'], text: String, composed: true }, sheet: { column: 'Secondary genre' } },
  releaseDate: { ern: { path: ['ReleaseDate'], text: String, composed: true }, sheet: { column: 'Release date' } },
  earlyReleaseRequest: { ern: asLabelCopy, sheet: { column: 'Early release request' } },
  earlyReleaseReason: { ern: asLabelCopy, sheet: { column: 'Early release reason' } },
  releaseStrategy: { ern: asReleasePlan, sheet: { column: 'Release strategy' } },
  fullReleaseDate: { ern: asReleasePlan, sheet: { column: 'Full release date' } },
  pLineYear: { ern: { path: ['PLine', 'Year'], text: String, composed: true }, sheet: { column: '℗ year' } },
  pLineOwner: { ern: { path: ['PLine', 'PLineText'], text: String, composed: true, within: true }, sheet: { column: '℗ owner' } },
  cLineYear: { ern: { path: ['CLine', 'Year'], text: String, composed: true }, sheet: { column: '© year' } },
  cLineOwner: { ern: { path: ['CLine', 'CLineText'], text: String, composed: true, within: true }, sheet: { column: '© owner' } },
  labelName: { ern: { path: ['ReleaseLabelReference'], text: String, composed: true, party: true }, sheet: { column: 'Label' } },
  upc: { ern: { path: ['ReleaseId', 'ICPN'], text: String, composed: true }, sheet: { column: 'UPC' } },
  // A cover sent before the question has no answer: the sheet's cell stays blank and the Image leaves ContainsAI out.
  // The Release's own ContainsAI is derived from the tracks' and the cover's answers (`ern43/ai-disclosure.ern.ts`).
  artworkContainsAi: { ern: { resource: 'Image', path: ['ContainsAI'] }, sheet: { column: 'Generative AI: artwork' } },
  aiVocals: { ern: aiRole(AI_PART_ROLE.aiVocals), sheet: { column: 'Generative AI: vocals' } },
  aiInstrumentation: { ern: aiRole(AI_PART_ROLE.aiInstrumentation), sheet: { column: 'Generative AI: instrumentation' } },
  aiComposition: { ern: aiRole(AI_PART_ROLE.aiComposition), sheet: { column: 'Generative AI: composition' } },
  aiLyrics: { ern: aiRole(AI_PART_ROLE.aiLyrics), sheet: { column: 'Generative AI: lyrics' } },
});
