import { gs1CheckDigit } from '../../../domain/catalogue';
import { isValidGtin, isValidIsrc, normaliseIsrc } from '../../support/catalogue-identifiers';
import { itAcceptsAndRejects } from '../support/rule-cases';

describe('ISRC (the port suite checks the adapters against it)', () => {
  it('normalises case, separators and the ISRC prefix', () => {
    expect(normaliseIsrc(' isrc: gb-abc-25-00001 ')).toBe('GBABC2500001');
  });

  itAcceptsAndRejects(isValidIsrc, {
    accepts: ['GB-ABC-25-00001', 'ISRC USRC17607839'],
    rejects: ['GB-ABC-25-0001', '1B-ABC-25-00001', null],
  });
});

describe('UPC / EAN (GS1 mod 10; the demo catalogue and the port suite)', () => {
  describe('accepts the reference codes and rejects a wrong check digit', () => {
    itAcceptsAndRejects(isValidGtin, {
      accepts: ['036000291452', '4006381333931', '4006-3813-33931'],
      rejects: ['036000291453', '4006381333932', '12345', '03600029145X', undefined],
    });
  });

  it.each([
    ['03600029145', 2],
    ['400638133393', 1],
  ])('computes the check digit of %p as %p', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit);
  });
});
