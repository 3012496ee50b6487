import { isBlank, isValidEmail, issue, padDigits } from '../../../domain/shared';
import { itAcceptsAndRejects } from '../support/rule-cases';

describe('form field helpers', () => {
  it('detects blanks', () => {
    expect([null, undefined, '', '  '].map(isBlank)).toEqual([true, true, true, true]);
    expect([0, false, 'a'].map(isBlank)).toEqual([false, false, false]);
    expect(isBlank(' a ')).toBe(false);
  });

  it('pads whole numbers with zeros in front, never cutting them', () => {
    expect([padDigits(7, 2), padDigits(42, 4), padDigits(2026, 2)]).toEqual(['07', '0042', '2026']);
  });

  describe('checks the simple email pattern', () => {
    itAcceptsAndRejects(isValidEmail, { accepts: ['ann@label.co', ' ann@label.co '], rejects: ['ann@label', 'ann label@x.co', null] });
  });

  it('builds issues', () => {
    expect(issue('email', 'm')).toEqual({ field: 'email', message: 'm' });
  });
});
