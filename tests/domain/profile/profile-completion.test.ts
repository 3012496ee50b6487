import fc from 'fast-check';
import {
  PROFILE_COMPLETION_WEIGHTS,
  profileButtonLabel,
  profileCardName,
  profileCompletion,
  sessionDisplayName,
} from '../../../domain/profile';

const fields = Object.keys(PROFILE_COMPLETION_WEIGHTS);

describe('profile completion (artist-portal §5)', () => {
  it('weights add up to 100', () => {
    expect(Object.values(PROFILE_COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 0 for an empty profile and 100 for a full one', () => {
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion(Object.fromEntries(fields.map((f) => [f, 'x'])))).toBe(100);
  });

  it('counts each field with its weight, ignores blanks and unweighted fields', () => {
    expect(profileCompletion({ name: 'A', country: 'UK', tiktokProfile: 'tiktok.com/x', email: 'a@b.co' })).toBe(15);
    expect(profileCompletion({ name: '   ', artistName: null, biography: undefined })).toBe(0);
  });

  it('rounds halves (7.5) and keeps 99/100 apart', () => {
    expect(profileCompletion({ pplId: 'P1' })).toBe(8);
    const allButPpl = Object.fromEntries(fields.filter((f) => f !== 'pplId').map((f) => [f, 'x']));
    expect(profileCompletion(allButPpl)).toBe(93);
    const allButCity = Object.fromEntries(fields.filter((f) => f !== 'city').map((f) => [f, 'x']));
    expect(profileCompletion(allButCity)).toBe(95);
  });

  it('is always an integer from 0 to 100 (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields, 'email', 'tiktokProfile'), fc.option(fc.string())), (profile) => {
        const value = profileCompletion(profile);
        return Number.isInteger(value) && value >= 0 && value <= 100;
      }),
    );
  });

  it('labels the button at 99, 100 and 101 %', () => {
    expect(profileButtonLabel(99)).toBe('Complete Profile');
    expect(profileButtonLabel(100)).toBe('Edit Profile');
    expect(profileButtonLabel(101)).toBe('Edit Profile');
  });
});

describe('display names (artist-portal §2 Top bar)', () => {
  it('falls back artistName → name → User', () => {
    expect(sessionDisplayName({ artistName: ' Nova ', name: 'Ann' })).toBe('Nova');
    expect(sessionDisplayName({ artistName: ' ', name: 'Ann' })).toBe('Ann');
    expect(sessionDisplayName({ artistName: null, name: null })).toBe('User');
    expect(sessionDisplayName(null)).toBe('User');
    expect(sessionDisplayName(undefined)).toBe('User');
  });

  it('profile card shows artist name, then name, else empty', () => {
    expect(profileCardName({ artistName: 'Nova', name: 'Ann' })).toBe('Nova');
    expect(profileCardName({ name: 'Ann' })).toBe('Ann');
    expect(profileCardName({})).toBe('');
  });
});
