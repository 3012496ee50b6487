import { DELIVERY_FAILURE_WORDS, deliveryFailureInWords } from '../../../domain/release';

describe('deliveryFailureInWords: what staff read when sending to the distributor failed', () => {
  it.each([
    ['connect: getConnection: connect ECONNREFUSED 127.0.0.1:2222', DELIVERY_FAILURE_WORDS.unreachable],
    ['connect EHOSTUNREACH 10.0.0.9:22', DELIVERY_FAILURE_WORDS.unreachable],
    ['getaddrinfo ENOTFOUND sftp.distributor.example', DELIVERY_FAILURE_WORDS.unknownHost],
    ['connect: getConnection: Timed out while waiting for handshake', DELIVERY_FAILURE_WORDS.timedOut],
    ['connect ETIMEDOUT 10.0.0.9:22', DELIVERY_FAILURE_WORDS.timedOut],
    ['put: read ECONNRESET', DELIVERY_FAILURE_WORDS.dropped],
    ['connect: getConnection: All configured authentication methods failed', DELIVERY_FAILURE_WORDS.signInRefused],
    ['connect: getConnection: Host denied (verification failed)', DELIVERY_FAILURE_WORDS.hostKey],
    ['mkdir: Permission denied /inbox/2026', DELIVERY_FAILURE_WORDS.notAllowed],
    ['something nobody foresaw', DELIVERY_FAILURE_WORDS.other],
  ])('%p reads as words', (raw, words) => {
    expect(deliveryFailureInWords(raw)).toBe(words);
  });

  it('never shows the raw text: no error code, address or port', () => {
    for (const words of Object.values(DELIVERY_FAILURE_WORDS)) expect(words).not.toMatch(/E[A-Z]{4,}|\d+\.\d+\.\d+\.\d+|:\d{2,5}\b/);
  });
});
