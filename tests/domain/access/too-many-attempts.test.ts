import { tooManyAttemptsMessage } from '../../../domain/access/sign-in.messages';

describe('the too-many-attempts message', () => {
  it('rounds the wait up to whole minutes, at least one, in the singular or plural', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
});
