// What staff read when a release's DDEX message fails the schema check: nothing left, and what a store would refuse.

export const DELIVERY_MESSAGE_WORDS = {
  refused: (problems: readonly string[]) =>
    `Nothing was sent: the release's DDEX message breaks DDEX's rules, so a store would refuse it. ${problems.join(' ')} Correct the release and deliver again.`,
  /** When the checker names nothing we can read. */
  unknownProblem: 'The checker did not say which part is wrong; the technical details are on the Integrations page.',
} as const;

/** How the checker words a problem (libxml2's schema errors), and how a person would. */
const PHRASES: [RegExp, (...parts: string[]) => string][] = [
  [
    /'([^']*)' is not a valid value of the atomic type 'xs:(date|dateTime|duration|integer|boolean)'/,
    (value, type) => `'${value}' is not a valid ${type}.`,
  ],
  [
    /\[facet 'enumeration'\] The value '([^']*)' is not an element of the set/,
    (value) => `'${value}' is not one of DDEX's allowed values.`,
  ],
  [/\[facet '(?:pattern|length|minLength|maxLength)'\] The value '([^']*)'/, (value) => `'${value}' is not in the form DDEX requires.`],
  [
    /This element is not expected\. Expected is (?:one of )?\( ?([^)]*?) ?\)/,
    (expected) => `is out of place (DDEX expects ${expected} there).`,
  ],
  [/This element is not expected/, () => 'is not allowed there.'],
  [/Missing child element\(s\)\. Expected is (?:one of )?\( ?([^)]*?) ?\)/, (expected) => `lacks ${expected}.`],
];

/** One schema complaint in plain words: `Element '{…}ReleaseDate': 'soon' is not a valid value of the atomic type 'xs:date'.` → `ReleaseDate: 'soon' is not a valid date.` */
export function schemaProblemInWords(line: string): string {
  const text = line.replace(/\{[^}]*\}/g, '');
  const element = /Element '([^']+)'/.exec(text)?.[1];
  const phrase = PHRASES.map(([pattern, words]) => {
    const match = pattern.exec(text);
    return match ? words(...match.slice(1)) : null;
  }).find((words) => words !== null);
  const said = phrase ?? text.replace(/^.*Schemas validity error : /, '').replace(/^Element '[^']+': /, '');
  return element ? `${element}: ${said}` : said;
}
