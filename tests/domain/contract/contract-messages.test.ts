import { CONTRACT_MESSAGES, contractCreationMessage } from '../../../domain/contract';

describe('contract signing messages (artist-portal §4, §8)', () => {
  it('maps creation failures and holds the catalogue', () => {
    expect(contractCreationMessage(409)).toBe('This request is already in progress. Please refresh the page if you need to start over.');
    expect(contractCreationMessage(500)).toBe('Could not create signature request. Please try again.');
    expect(contractCreationMessage(null)).toBe(CONTRACT_MESSAGES.creationFailed);
    expect(CONTRACT_MESSAGES).toMatchObject({
      creationInFlight: 'A signature request is already being created. Please wait a moment and try again.',
      initialisationError: 'Error initializing contract',
      noSignUrl: 'No signature URL available. Please try again.',
      popupBlocked: 'Popup blocked. Please allow popups for this site and try again.',
      pollingError: 'Error checking contract status...',
    });
  });
});
