import { DELIVERY_MESSAGE_WORDS, schemaProblemInWords } from '../../../domain/release/delivery-message-check';

// libxml2's wording, as xmllint prints it (namespaces in braces, the file and line before 'Schemas validity error').
const at = "ern.xml:12: element ReleaseDate: Schemas validity error : Element '{http://ddex.net/xml/ern/43}";

describe('schema problems in plain words', () => {
  it('names a value of the wrong type', () => {
    expect(schemaProblemInWords(`${at}ReleaseDate': 'soon' is not a valid value of the atomic type 'xs:date'.`)).toBe(
      "ReleaseDate: 'soon' is not a valid date.",
    );
  });

  it('names a value outside an enumeration or a pattern', () => {
    expect(
      schemaProblemInWords(`${at}CommercialModelType': [facet 'enumeration'] The value 'Free' is not an element of the set {'A', 'B'}.`),
    ).toBe("CommercialModelType: 'Free' is not one of DDEX's allowed values.");
    expect(schemaProblemInWords(`${at}ISRC': [facet 'pattern'] The value 'GB-1' is not accepted by the pattern '[A-Z]{2}'.`)).toBe(
      "ISRC: 'GB-1' is not in the form DDEX requires.",
    );
  });

  it('names an element out of place, with or without what was expected, and a missing child', () => {
    expect(schemaProblemInWords(`${at}Genre': This element is not expected. Expected is one of ( {x}Title, {x}Artist ).`)).toBe(
      'Genre: is out of place (DDEX expects Title, Artist there).',
    );
    expect(schemaProblemInWords(`${at}Genre': This element is not expected.`)).toBe('Genre: is not allowed there.');
    expect(schemaProblemInWords(`${at}Release': Missing child element(s). Expected is ( {x}ReleaseId ).`)).toBe(
      'Release: lacks ReleaseId.',
    );
  });

  it('keeps a complaint it has no words for, without the file prefix, and one naming no element as it stands', () => {
    expect(schemaProblemInWords(`${at}Deal': Something new went wrong.`)).toBe('Deal: Something new went wrong.');
    expect(schemaProblemInWords('ern.xml:1: parser error : Document is empty')).toBe('ern.xml:1: parser error : Document is empty');
  });

  it('tells staff nothing was sent, with the problems, and what to say when the checker names none', () => {
    expect(DELIVERY_MESSAGE_WORDS.refused(['A: wrong.', 'B: missing.'])).toBe(
      "Nothing was sent: the release's DDEX message breaks DDEX's rules, so a store would refuse it. A: wrong. B: missing. Correct the release and deliver again.",
    );
    expect(DELIVERY_MESSAGE_WORDS.unknownProblem).toMatch(/Integrations page/);
  });
});
