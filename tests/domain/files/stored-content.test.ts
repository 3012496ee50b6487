import { storedAsSent } from '../../../domain/files/stored-content';

const A = 'a'.repeat(64);
const B = 'b'.repeat(64);

describe('storedAsSent', () => {
  it.each([
    ['same length and hash', { size: 10, sha256: A }, { size: 10, sha256: A }, true],
    ['a longer object (framing kept by the store)', { size: 10, sha256: A }, { size: 837, sha256: B }, false],
    ['same length, other bytes', { size: 10, sha256: A }, { size: 10, sha256: B }, false],
    ['length alone when the sent hash is unknown', { size: 10, sha256: null }, { size: 10, sha256: B }, true],
    ['a shorter object when the sent hash is unknown', { size: 10, sha256: null }, { size: 9, sha256: B }, false],
  ])('%s', (_case, sent, stored, expected) => {
    expect(storedAsSent(sent, stored)).toBe(expected);
  });
});
