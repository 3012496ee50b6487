import { AGREEMENT_MESSAGES, agreementCreationMessage } from '../../../domain/agreement';

describe('agreement signing messages (artist-portal §4, §8)', () => {
  it('maps creation failures and holds the catalogue', () => {
    expect(agreementCreationMessage(409)).toBe('This request is already in progress. Please refresh the page if you need to start over.');
    expect(agreementCreationMessage(500)).toBe('Could not create signature request. Please try again.');
    expect(agreementCreationMessage(null)).toBe(AGREEMENT_MESSAGES.creationFailed);
    expect(AGREEMENT_MESSAGES).toMatchObject({
      creationInFlight: 'A signature request is already being created. Please wait a moment and try again.',
      initialisationError: 'Error initializing contract',
      noSignUrl: 'No signature URL available. Please try again.',
      popupBlocked: 'Popup blocked. Please allow popups for this site and try again.',
      pollingError: 'Error checking contract status...',
    });
  });
});
