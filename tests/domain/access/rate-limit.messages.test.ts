import { tooManyRequestsMessage, waitDuration } from '../../../domain/access';
import { itMaps } from '../support/rule-cases';

describe('rate-limit message', () => {
  it('says minutes, not hundreds of seconds', () => {
    expect(tooManyRequestsMessage(540)).toBe('Too many requests. Please try again in 9 minutes.');
  });

  itMaps(
    waitDuration,
    [
      [0, '1 second'],
      [1, '1 second'],
      [45, '45 seconds'],
      [59.2, '1 minute'],
      [60, '1 minute'],
      [61, '2 minutes'],
      [599, '10 minutes'],
      [7140, '119 minutes'],
      [7200, '2 hours'],
      [86_400, '24 hours'],
    ],
    '%s s reads as %s',
  );
});
