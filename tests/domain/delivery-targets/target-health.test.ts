import { targetDownInWords } from '../../../domain/delivery-targets';
import { itMaps } from '../support/rule-cases';

describe("a delivery target's server down, in words", () => {
  itMaps(
    targetDownInWords,
    [
      ['connect ECONNREFUSED 127.0.0.1:2222', 'The server refused the connection or is not running.'],
      ['getaddrinfo ENOTFOUND sftp.nowhere.example', "The server's name could not be found: check the target's host."],
      ['All configured authentication methods failed', "The server refused the label's sign-in: check the target's user, password or key."],
      ['Timed out while waiting for handshake', 'The server did not answer in time.'],
      ['something nobody foresaw', 'The server could not be checked; the technical detail is below.'],
    ],
    '%s',
  );
});
