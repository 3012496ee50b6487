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

const ACCEPTED: [Parser, string, string][] = [
  ['parseIsrc', 'GB-A1B-25-00001', 'GBA1B2500001'],
  ['parseIsrc', 'gba1b2500001', 'GBA1B2500001'],
  ['parseIsrc', ' us-rc1-76-07839 ', 'USRC17607839'],
  ['parseUpc', '036000291452', '036000291452'],
  ['parseUpc', '4006381333931', '4006381333931'],
  ['parseUpc', '4006-3813-33931', '4006381333931'],
];

const REFUSED: [Parser, string, string][] = [
  ['parseIsrc', 'GB-A1B-25-0001', IDENTIFIER_MESSAGES.isrcInvalid],
  ['parseIsrc', 'GB-A1B-2X-00001', IDENTIFIER_MESSAGES.isrcInvalid],
  ['parseIsrc', 'GB-A_B-25-00001', IDENTIFIER_MESSAGES.isrcInvalid],
  ['parseIsrc', '1B-A1B-25-00001', IDENTIFIER_MESSAGES.isrcCountry],
  ['parseIsrc', '', IDENTIFIER_MESSAGES.isrcInvalid],
  ['parseUpc', '036000291453', IDENTIFIER_MESSAGES.upcCheckDigit],
  ['parseUpc', '12345', IDENTIFIER_MESSAGES.upcInvalid],
  ['parseUpc', '03600029145X', IDENTIFIER_MESSAGES.upcInvalid],
  ['parseUpc', '40063813339311', IDENTIFIER_MESSAGES.upcInvalid],
];

describe('parsing ISRCs and UPCs', () => {
  it.each(ACCEPTED)('%s accepts %p as %p', (parser, input, stored) => {
    expect(PARSERS[parser](input)).toEqual({ ok: true, value: stored });
  });

  it.each(REFUSED)('%s refuses %p', (parser, input, message) => {
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
