import { searchTermsOf } from '../../../domain/catalogue';

describe('searchTermsOf: what a staff search box stands for', () => {
  it.each([
    ['GB-A1B-26-00001', 'GBA1B2600001'],
    [' gb-a1b-26 ', 'GBA1B26'],
    ['USRC17607839', 'USRC17607839'],
    ['012345600017', '012345600017'],
    ['0012345600017', '012345600017'],
    ['00012345600017', '012345600017'],
    ['0 36000 29145 2', '036000291452'],
    ['4006381333931', '4006381333931'],
  ])('%p is the identifier %p as stored', (input, identifier) => {
    expect(searchTermsOf(input)).toEqual({ text: input.trim(), identifier });
  });

  it.each(['Night Drive', 'nova@example.com', "Rock 'n' Roll", '50%', '-'])('%p cannot be an identifier', (input) => {
    expect(searchTermsOf(input)).toEqual({ text: input.trim(), identifier: null });
  });

  it('has nothing to search for in blank text', () => {
    expect(searchTermsOf('   ')).toBeNull();
    expect(searchTermsOf(undefined)).toBeNull();
  });
});
