import {
  canSubmitWaitingList,
  nextWizardStep,
  previousWizardStep,
  setNoSocialProfile,
  validateAdminInvite,
  validateArtistStep,
  validateWaitingList,
  waitingListErrorMessage,
  WIZARD_STEPS,
} from '../../../domain/forms';

const details = {
  firstName: 'Ann',
  surname: 'Lee',
  email: 'ann@x.co',
  artistName: 'Nova',
  country: 'United Kingdom',
  city: 'London',
  instagramProfile: 'https://instagram.com/nova',
  tiktokProfile: 'https://www.tiktok.com/@nova',
  noInstagram: false,
  noTikTok: false,
};

describe('wizard step 1 (public flow §5)', () => {
  it('passes a complete step', () => {
    expect(validateArtistStep(details)).toEqual([]);
  });

  it('reports the combined message on the first missing field, then the email', () => {
    expect(validateArtistStep({ ...details, country: ' ', city: '', email: 'nope' })).toEqual([
      { field: 'country', message: 'Please fill in all required fields: Artist Name, Country, and City' },
      { field: 'email', message: 'Please provide a valid email address' },
    ]);
  });
});

describe("'I don't have' social profile ticks (public flow §5)", () => {
  it("ticking 'I don't have' clears the field", () => {
    const form = { instagramProfile: 'x', tiktokProfile: 'y', noInstagram: false, noTikTok: false };
    expect(setNoSocialProfile(form, 'instagram', true)).toEqual({ ...form, instagramProfile: '', noInstagram: true });
    expect(setNoSocialProfile(form, 'tiktok', true)).toEqual({ ...form, tiktokProfile: '', noTikTok: true });
    expect(setNoSocialProfile(form, 'instagram', false)).toEqual(form);
    expect(setNoSocialProfile(form, 'tiktok', false)).toEqual(form);
  });
});

describe('waiting list (public flow §5, §8)', () => {
  it('lists missing fields in one alert and asks for the listen link', () => {
    expect(validateWaitingList({ firstName: 'Ann', email: 'a@b.co', country: 'France' })).toEqual([
      { field: 'surname', message: 'Please fill in the following required fields: Surname, Artist Name, City' },
      { field: 'listenLink', message: 'Please provide a listen link for your latest project.' },
    ]);
    expect(validateWaitingList({ ...details, listenLink: 'https://sound.example/x' })).toEqual([]);
    expect(canSubmitWaitingList({ listenLink: ' ' })).toBe(false);
    expect(canSubmitWaitingList({ listenLink: 'x' })).toBe(true);
  });

  it('maps join failures', () => {
    expect(waitingListErrorMessage({ message: 'Server error 500' })).toBe('Server error: Server error 500');
    expect(waitingListErrorMessage({ message: 'TypeError: Failed to fetch' })).toBe(
      'Network error: Please check your internet connection and try again.',
    );
    expect(waitingListErrorMessage({ emptyResponse: true })).toBe('Failed to join waiting list');
    expect(waitingListErrorMessage(null)).toBe('Sorry, there was an error joining the waiting list. Please try again.');
  });
});

describe('admin invite (public flow §5)', () => {
  it('needs all but the reason, then a valid email', () => {
    const ok = { artistName: 'Nova', firstName: 'Ann', surname: 'Lee', email: 'ann@x.co' };
    expect(validateAdminInvite(ok)).toEqual([]);
    expect(validateAdminInvite({ ...ok, surname: '' })).toEqual([
      { field: 'surname', message: 'All fields except invitation reason are required' },
    ]);
    expect(validateAdminInvite({ ...ok, email: 'ann' })).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
  });
});

describe('wizard steps (public flow §4)', () => {
  it('moves between 0 and 3', () => {
    expect(WIZARD_STEPS).toHaveLength(4);
    expect([nextWizardStep(0), nextWizardStep(3), nextWizardStep(-5)]).toEqual([1, 3, 0]);
    expect([previousWizardStep(0), previousWizardStep(3), previousWizardStep(9)]).toEqual([0, 2, 3]);
  });
});
