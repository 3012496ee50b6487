import { dropboxSignEventHash, readDropboxSignEvent } from '../../../adapters/e-signature/dropbox-sign.events';

const KEY = 'api-key';
const event = (time: string, type = 'signature_request_signed', hash = dropboxSignEventHash(KEY, time, type)) =>
  JSON.stringify({ event: { event_time: time, event_type: type, event_hash: hash }, signature_request: { signature_request_id: 'sr-1' } });

describe("Dropbox Sign's callback events", () => {
  it('reads the event time the hash covers (Unix seconds) with the type and the request', () => {
    expect(readDropboxSignEvent(KEY, event('1893456000'))).toEqual({
      type: 'signature_request_signed',
      providerRequestId: 'sr-1',
      occurredAt: new Date('2030-01-01T00:00:00Z'),
    });
  });

  it('refuses a forged hash and a time that is no Unix time', () => {
    expect(() => readDropboxSignEvent(KEY, event('1893456000', 'signature_request_signed', 'f'.repeat(64)))).toThrow(
      'The event could not be verified',
    );
    for (const time of ['soon', '-5', '1.5', '0'])
      expect(() => readDropboxSignEvent(KEY, event(time))).toThrow('The event could not be verified');
  });
});
