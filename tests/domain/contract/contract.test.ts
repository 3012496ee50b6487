import {
  CONTRACT_MAX_POLLS,
  CONTRACT_MESSAGES,
  CONTRACT_POLL_INTERVAL_MS,
  contractCreationMessage,
  isFinalSignatureStatus,
  shouldPollAgain,
} from '../../../domain/contract';

describe('contract signing (artist-portal §4, §8)', () => {
  it('knows which statuses are final', () => {
    expect(isFinalSignatureStatus('signed')).toBe(true);
    expect(isFinalSignatureStatus('declined')).toBe(true);
    expect(isFinalSignatureStatus('expired')).toBe(true);
    expect(isFinalSignatureStatus('awaiting_signature')).toBe(false);
  });

  it('polls every 5000 ms, at most 30 times, until not awaiting', () => {
    expect(CONTRACT_POLL_INTERVAL_MS).toBe(5000);
    expect(CONTRACT_MAX_POLLS).toBe(30);
    expect(shouldPollAgain(29, 'awaiting_signature')).toBe(true);
    expect(shouldPollAgain(30, 'awaiting_signature')).toBe(false);
    expect(shouldPollAgain(1, 'signed')).toBe(false);
  });

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
