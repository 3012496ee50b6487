import {
  IDENTIFIER_MESSAGES,
  composeGtin,
  composeIsrc,
  formatIsrc,
  gs1CheckDigit,
  parseIsrc,
  parseIsrcRegistrant,
  parseUpc,
} from '../../../domain/catalogue';

const PARSERS = { parseIsrc, parseUpc };
type Parser = keyof typeof PARSERS;

const ACCEPTED: { parser: Parser; input: string; stored: string }[] = [
  { parser: 'parseIsrc', input: 'GB-A1B-25-00001', stored: 'GBA1B2500001' },
  { parser: 'parseIsrc', input: 'gba1b2500001', stored: 'GBA1B2500001' },
  { parser: 'parseIsrc', input: ' us-rc1-76-07839 ', stored: 'USRC17607839' },
  { parser: 'parseUpc', input: '036000291452', stored: '036000291452' },
  { parser: 'parseUpc', input: '4006381333931', stored: '4006381333931' },
  { parser: 'parseUpc', input: '4006-3813-33931', stored: '4006381333931' },
];

const REFUSED: { parser: Parser; input: string; message: string }[] = [
  { parser: 'parseIsrc', input: 'GB-A1B-25-0001', message: IDENTIFIER_MESSAGES.isrcInvalid },
  { parser: 'parseIsrc', input: 'GB-A1B-2X-00001', message: IDENTIFIER_MESSAGES.isrcInvalid },
  { parser: 'parseIsrc', input: 'GB-A_B-25-00001', message: IDENTIFIER_MESSAGES.isrcInvalid },
  { parser: 'parseIsrc', input: '1B-A1B-25-00001', message: IDENTIFIER_MESSAGES.isrcCountry },
  { parser: 'parseIsrc', input: '', message: IDENTIFIER_MESSAGES.isrcInvalid },
  { parser: 'parseUpc', input: '036000291453', message: IDENTIFIER_MESSAGES.upcCheckDigit },
  { parser: 'parseUpc', input: '12345', message: IDENTIFIER_MESSAGES.upcInvalid },
  { parser: 'parseUpc', input: '03600029145X', message: IDENTIFIER_MESSAGES.upcInvalid },
  { parser: 'parseUpc', input: '40063813339311', message: IDENTIFIER_MESSAGES.upcInvalid },
];

describe('parsing ISRCs and UPCs', () => {
  it.each(ACCEPTED)('$parser accepts $input as $stored', ({ parser, input, stored }) => {
    expect(PARSERS[parser](input)).toEqual({ ok: true, value: stored });
  });

  it.each(REFUSED)('$parser refuses $input', ({ parser, input, message }) => {
    expect(PARSERS[parser](input)).toEqual({ ok: false, message });
  });
});

describe('parseIsrc', () => {
  it('formats the stored value with hyphens and composes from a registrant', () => {
    expect(formatIsrc('GBA1B2500001')).toBe('GB-A1B-25-00001');
    expect(parseIsrcRegistrant('gb-a1b')).toBe('GBA1B');
    expect(parseIsrcRegistrant('GB-A1')).toBeNull();
    expect(composeIsrc('GBA1B', 2026, 42)).toBe('GBA1B2600042');
    expect(() => composeIsrc('GBA1B', 2026, 100_000)).toThrow(RangeError);
  });
});

describe('parseUpc', () => {
  it('composes a GTIN from a company prefix and item reference with a valid check digit', () => {
    const upc = composeGtin('0123456', 7, 12);
    expect(upc).toBe(`01234560007${gs1CheckDigit('01234560007')}`);
    expect(upc).toHaveLength(12);
    expect(parseUpc(upc).ok).toBe(true);
    expect(parseUpc(composeGtin('5012345', 123, 13))).toEqual({ ok: true, value: expect.stringMatching(/^501234500123\d$/) });
    expect(() => composeGtin('0123456', 10_000, 12)).toThrow(RangeError);
  });
});
